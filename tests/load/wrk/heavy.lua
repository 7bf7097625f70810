-- wrk script: each request one of the load test's heavy requests (load.py HEAVY_SAFE), which the
-- budget refuses (422) or, once the shared table has reached it, answers.
local paths = {
  "/api/seq?ruleset=0.6&n=1000000",
  "/api/period?ruleset=0.6&max=1000000",
  "/api/value?expr=0.6:900000",
}
request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end
