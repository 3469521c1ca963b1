"""How a request becomes a prompt: the profiles (``profiles``), the request's options in it
(``options``), and the rule that untrusted text stays text (``untrusted``)."""
