-- How long did each CPU stay in each idle state? Columns: cpu_id, state, entries, seconds, mean_us
--
-- From power:cpu_idle: an entry (state = the idle state's index) lasts to
-- the next cpu_idle event of that cpu_id, normally its exit (state
-- 4294967295, PWR_EVENT_EXIT).  An entry still open at the end of the trace
-- is left out.
--
--   sqlite3 -header -column pstate.db < idle_residency.sql
WITH e AS (
	SELECT cpu_id, state, ts,
	       lead(ts) OVER (PARTITION BY cpu_id ORDER BY seq) AS next_ts
	FROM cpu_idle
)
SELECT cpu_id,
       state,
       count(*) AS entries,
       round(sum(next_ts - ts) / 1e9, 6) AS seconds,
       round(avg(next_ts - ts) / 1e3, 1) AS mean_us
FROM e
WHERE state != 4294967295 AND next_ts IS NOT NULL
GROUP BY cpu_id, state
ORDER BY cpu_id, state;
