-- How far apart are a CPU's frequency updates (the rate_limit_us signature)? Columns: cpu_id, interval_us, updates
--
-- The time between consecutive updates for the same cpu_id, in buckets of
-- 100 us (interval_us is the bucket's lower bound).  Updates are
-- amd_pstate_perf events when the run has any, else cpu_frequency (as in
-- pstate-analyze(1)).  A pile-up at schedutil's rate_limit_us (cpu table)
-- means updates are being held back; compare the rate-limit finding.
--
--   sqlite3 -header -column pstate.db < update_intervals.sql
WITH updates AS (
	SELECT ts, seq, cpu_id FROM amd_pstate_perf
	UNION ALL
	SELECT ts, seq, cpu_id FROM cpu_frequency WHERE NOT EXISTS (SELECT 1 FROM amd_pstate_perf)
), gaps AS (
	SELECT cpu_id, ts - lag(ts) OVER (PARTITION BY cpu_id ORDER BY seq) AS ns FROM updates
)
SELECT cpu_id,
       ns / 100000 * 100 AS interval_us,
       count(*) AS updates
FROM gaps
WHERE ns IS NOT NULL
GROUP BY cpu_id, interval_us
ORDER BY cpu_id, interval_us;
