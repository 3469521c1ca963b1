-- ack_delete(stream, group, entry): ack a finished entry and delete it.
--
-- why: a finished entry is acked and deleted at once, so the stream holds only open work.

local function ack_delete(stream, group, entry)
  redis.call('XACK', stream, group, entry)
  redis.call('XDEL', stream, entry)
end
