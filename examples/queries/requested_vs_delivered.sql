-- What performance did each CPU ask for, and what did it get? Columns: cpu_id, windows, busy, requested, delivered, delivered_over_requested
--
-- The perf windows of pstate-analyze(1), from amd_pstate_perf (kernels >=
-- 6.1, whose mperf, aperf and tsc are the deltas since the previous event
-- of that cpu_id).  Each event closes a window on its cpu_id; its request is
-- the previous event's target_perf, delivered = nominal_perf * aperf / mperf,
-- both as shares of highest_perf (the cpu table, else the event's capacity),
-- averaged with mperf (busy time) as the weight; busy = mperf / tsc.  The
-- first event of each cpu_id is left out (its window began before tracing).
--
--   sqlite3 -header -column pstate.db < requested_vs_delivered.sql
WITH w AS (
	SELECT cpu_id, mperf, aperf, tsc,
	       lag(target_perf) OVER (PARTITION BY cpu_id ORDER BY seq) AS req_perf,
	       lag(capacity) OVER (PARTITION BY cpu_id ORDER BY seq) AS req_capacity
	FROM amd_pstate_perf
), r AS (
	SELECT w.cpu_id, w.mperf, w.aperf, w.tsc, c.nominal_perf,
	       1.0 * w.req_perf / coalesce(c.highest_perf, w.req_capacity) AS requested,
	       1.0 * c.nominal_perf * w.aperf / w.mperf / coalesce(c.highest_perf, w.req_capacity)
		       AS delivered
	FROM w LEFT JOIN cpu c ON c.cpu = w.cpu_id
	WHERE w.req_perf IS NOT NULL AND w.mperf > 0
)
SELECT cpu_id,
       count(*) AS windows,
       round(1.0 * sum(mperf) / sum(tsc), 3) AS busy,
       round(sum(mperf * requested) / sum(mperf), 3) AS requested,
       round(sum(mperf * delivered) / sum(CASE WHEN delivered IS NOT NULL THEN mperf END), 3)
	       AS delivered,
       round(sum(mperf * delivered) / sum(CASE WHEN delivered IS NOT NULL THEN mperf END)
	     / (sum(mperf * requested) / sum(mperf)), 3) AS delivered_over_requested
FROM r
GROUP BY cpu_id
ORDER BY cpu_id;
