-- wrk script: one kind of load.py's mixed requests (KIND in the environment: value, moves,
-- canonical, seq, heavy), drawn at random as load.py's pick() draws them, each connection in a
-- closed loop. wrk_load.sh runs one wrk per kind side by side, so that each kind's latency
-- distribution is its own. A status other than those the kind expects is counted and printed.
local kind = os.getenv("KIND") or "value"
-- PAUSE_MS: each connection waits on average this long before each request (wrk's delay(), not
-- counted in the latency), so that the load is a rate the server can carry and the latency is a
-- request's, not a saturated queue's. 0: a closed loop at full speed. The wait is drawn
-- uniformly from 0 to twice the mean: with a fixed one the connections, started together, stay in
-- step and send their requests in bursts of 32 at once (the last of a burst then waits for the
-- 31 before it: p50 0.84 ms at the client against 0.01 ms in the server's own account).
local pause = tonumber(os.getenv("PAUSE_MS") or "0")
if pause > 0 then
  delay = function()
    return math.random(0, 2 * pause)
  end
end

local function enc(s)
  return (s:gsub("[^%w%-%._~,:()]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local function board()
  local rows = {}
  for r = 1, 3 do
    local row = ""
    for c = 1, 3 do row = row .. (math.random() < 0.25 and "#" or ".") end
    rows[r] = row
  end
  return table.concat(rows, "|")
end

local heavy = {
  "/api/seq?ruleset=0.6&n=1000000",
  "/api/period?ruleset=0.6&max=1000000",
  "/api/value?expr=0.6:900000",
}

request = function()
  local path
  if kind == "value" then
    path = "/api/value?expr=nim:3,4,5"
  elseif kind == "moves" then
    path = "/api/moves?expr=" .. enc(string.format("kayles:%d + 0.77:%d + nim:%d",
      math.random(1, 39), math.random(1, 39), math.random(1, 11)))
  elseif kind == "canonical" then
    path = "/api/canonical?expr=" .. enc("domineering:" .. board())
  elseif kind == "seq" then
    path = string.format("/api/seq?ruleset=0.%d%d&n=%d", math.random(1, 7), math.random(0, 7),
      math.random(10, 1999))
  else
    path = heavy[math.random(#heavy)]
  end
  return wrk.format("GET", path)
end

-- Each wrk thread runs this script in a Lua state of its own; done() runs in another, and reads
-- the threads' counts through the thread objects setup() kept.
local threads = {}
setup = function(thread)
  thread:set("id", #threads + 1)
  threads[#threads + 1] = thread
end

-- Reading each answer costs the client: wrk hands every response's headers and body to Lua.
-- So only the heavy kind (a few hundred answers, whose statuses may be 200, 422 or 503) and runs
-- with INSPECT=1 (which also collect the server's own account, Server-Timing's wait + run) read
-- them; the other kinds count non-2xx answers through wrk's own summary.
local inspect = kind == "heavy" or os.getenv("INSPECT") == "1"
unexpected = 0
statuses = {}
server_ms = {}
if inspect then
  response = function(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
    local timing = headers["Server-Timing"]
    if timing then
      local total = 0
      for ms in timing:gmatch("dur=([%d.]+)") do total = total + tonumber(ms) end
      server_ms[#server_ms + 1] = total
    end
    local ok = status == 200 or (kind == "heavy" and (status == 422 or status == 503))
    if not ok then unexpected = unexpected + 1 end
  end
end

done = function(summary, latency, requests)
  -- One line wrk_load.sh reads: the kind, requests, p50, p99, max in ms, statuses, and the
  -- server's own p50 and p99 (ms) of the same answers.
  local all, bad, srv = {}, 0, {}
  for _, t in ipairs(threads) do
    bad = bad + t:get("unexpected")
    for s, n in pairs(t:get("statuses")) do all[s] = (all[s] or 0) + n end
    for _, ms in ipairs(t:get("server_ms")) do srv[#srv + 1] = ms end
  end
  table.sort(srv)
  local function at(p)
    return srv[math.min(#srv, math.floor(p / 100 * #srv) + 1)]
  end
  local server = #srv > 0 and string.format(" server p50 %.2f p99 %.2f", at(50), at(99)) or ""
  if not inspect then
    bad = summary.errors.status  -- every answer of these kinds should be a 200
    all = {["non-2xx"] = summary.errors.status, ["2xx"] = summary.requests - summary.errors.status}
  end
  local parts = {}
  for s, n in pairs(all) do parts[#parts + 1] = s .. ":" .. n end
  table.sort(parts)
  io.write(string.format(
    "KIND %s requests %d p50 %.2f p99 %.2f max %.1f unexpected %d transport %d statuses %s%s\n",
    kind, summary.requests, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, bad, summary.errors.connect + summary.errors.read + summary.errors.write +
    summary.errors.timeout, table.concat(parts, ","), server))
end
