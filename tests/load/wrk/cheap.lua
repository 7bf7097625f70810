-- wrk script: the cheap request, each connection pausing PAUSE_MS (environment, default 30)
-- before each request, so that the cheap rate is about connections × 1000 / PAUSE_MS a second
-- and latency is that of a request on an idle connection, not of a saturating closed loop.
local pause = tonumber(os.getenv("PAUSE_MS") or "30")
request = function()
  return wrk.format("GET", "/api/value?expr=nim:3,4,5")
end
delay = function()
  return pause
end
