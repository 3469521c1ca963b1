-- status: is_open(s), whether a status names a job that may still run.
--
-- why: the open statuses are generated from Python's ``Status`` (the include
-- "open_statuses", rendered by transq/scripts.py as `local OPEN = {...}`), so Lua and
-- Python cannot disagree about which statuses are final.

--- @include "open_statuses"

local function is_open(s) return OPEN[s] == true end
