"""The protocol both sides of the queue speak: the job contract and its rules, key names,
the Lua scripts, the error tree, the Redis connection, the settings base, the queue's rules
and tallies. Imports neither ``producer`` nor ``worker``; never imports vLLM."""
