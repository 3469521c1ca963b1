"""Where an output is checked: every check an engine's output passes before it becomes a
result (``pipeline``, one function per check), the checks for an obeyed injection
(``answers``, ``refusals``), language identification, the glossary check, the cross-job
leak check's memory, and what a flag does to its job (``policy``)."""
