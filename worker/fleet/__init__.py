"""Several engines from one command: ``python -m worker`` with ``placement.engines_per_gpu`` > 1
or several ``placement.gpus`` runs a supervisor that starts one worker process per engine
(``placement``: which GPUs, what memory share, which id; ``supervisor``: the processes, their
loading one after another per GPU, signals and exit codes). All of them consume one queue."""
