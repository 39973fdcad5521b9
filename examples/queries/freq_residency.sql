-- How long did each CPU spend at each frequency? Columns: cpu_id, khz, seconds, share
--
-- From power:cpu_frequency: a CPU is at `state` kHz from that event to the
-- next one for the same cpu_id, the last one lasting to the end of the run
-- (meta t_end_ns, else the last event).  Time before a CPU's first event is
-- unknown and left out; share is of the time covered for that CPU.  This is
-- wall time, busy or idle; `pstate-analyze report` (RESIDENCY) counts only
-- the time a task other than idle ran.
--
--   sqlite3 -header -column pstate.db < freq_residency.sql
WITH t_end AS (
	SELECT coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 't_end_ns'),
			(SELECT max(ts) FROM cpu_frequency)) AS ts
), spans AS (
	SELECT cpu_id, state,
	       coalesce(lead(ts) OVER (PARTITION BY cpu_id ORDER BY seq), (SELECT ts FROM t_end))
		       - ts AS ns
	FROM cpu_frequency
)
SELECT cpu_id,
       state AS khz,
       round(sum(ns) / 1e9, 6) AS seconds,
       round(1.0 * sum(ns) / sum(sum(ns)) OVER (PARTITION BY cpu_id), 4) AS share
FROM spans
WHERE ns >= 0
GROUP BY cpu_id, state
ORDER BY cpu_id, khz;
