"""``python -m bench safety``: the output checks and the on_flag policy against outputs that
obeyed an injection (``attacks``) and faithful translations (``benign``): how many obeyed
outputs end succeeded, how many benign ones are flagged or fail (docs/security.md)."""
