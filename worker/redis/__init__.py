"""The worker's side of Redis: everything the worker reads from or writes to it. ``stream``
is the one facade the loop uses (read, claim, renew, finish, dead-letter, release); behind it
``reading`` (XREADGROUP/XAUTOCLAIM), ``job_steps`` (START/FINISH and the small writes),
``coalesce`` (one EVALSHA per loop turn), ``presence`` (heartbeat key), ``deltas`` (streamed
text), ``memory`` (translation memory), ``durability`` (start-up checks of the server) and
``delivery`` (what a read hands out)."""
