-- luacheck config for transq/lua/ (scripts/check.sh and tests/transq/test_lua_files.py run
-- `luacheck transq/lua`). Redis runs Lua 5.1 with its own globals.
--
-- How the includes stay lintable: each file is checked on its own (the way it is written),
-- not the assembled text. So the names the includes define (listed once below, in
-- INCLUDED; a test checks the list against transq/lua/includes/) are read-only globals
-- for the scripts that call them, and their definitions are exempt from "unused" (211) in
-- the includes that define them. OPEN is rendered from Python's Status (transq/scripts.py,
-- the include "open_statuses").
std = "lua51"
max_line_length = 120

local REDIS = {"redis", "KEYS", "ARGV", "cjson", "cmsgpack", "bit", "struct", "unpack"}
local INCLUDED = {
  "OPEN", "is_open", "now_ms", "set_queued", "push_done", "store_result", "request_cancel",
  "final_status", "owns", "owns_entry", "ack_delete", "mark_crash", "suspicion", "LAT_BOUNDS_MS", "latency_field",
  "keep_payload", "owner_record", "bind_owner", "rebind_owner", "index_job",
}

read_globals = {}
for _, name in ipairs(REDIS) do read_globals[#read_globals + 1] = name end
for _, name in ipairs(INCLUDED) do read_globals[#read_globals + 1] = name end

local defined = {}
for _, name in ipairs(INCLUDED) do defined[#defined + 1] = "211/" .. name end
files["transq/lua/includes/*.lua"] = {ignore = defined}
-- many_calls.lua runs the script's body, which the loader wraps as `local function one`.
files["transq/lua/many_calls.lua"] = {read_globals = {"one"}}
