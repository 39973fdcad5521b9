-- Which wakeups waited longest for the CPU? Columns: waking_s, pid, comm, cpu, latency_us
--
-- The wakeup latency of pstate-analyze(1), for every task (the report counts
-- only the workload's): from sched_waking of a task (sched_wakeup when the
-- trace has no sched_waking) to its next sched_switch in (next_pid).  A
-- waking while the task runs, or while one of its wakings is still waiting,
-- starts nothing: a waking counts when the task's previous event here was
-- a switch out (or there was none).  cpu is where it then ran; waking_s is
-- seconds from the first event of the run.
--
--   sqlite3 -header -column pstate.db < longest_wakeups.sql
WITH wakings AS (
	SELECT ts, seq, pid, comm FROM sched_waking
	UNION ALL
	SELECT ts, seq, pid, comm FROM sched_wakeup WHERE NOT EXISTS (SELECT 1 FROM sched_waking)
), ev AS (
	-- kind 0: waking, 1: switched in, 2: switched out
	SELECT 0 AS kind, ts, seq, pid, comm, NULL AS cpu FROM wakings WHERE pid != 0
	UNION ALL
	SELECT 1, ts, seq, next_pid, next_comm, cpu FROM sched_switch WHERE next_pid != 0
	UNION ALL
	SELECT 2, ts, seq, prev_pid, prev_comm, cpu FROM sched_switch WHERE prev_pid != 0
), seen AS (
	SELECT kind, ts, pid, comm,
	       lag(kind) OVER (PARTITION BY pid ORDER BY seq) AS prev_kind,
	       -- the next switch-in: its seq and CPU in one number, as min() gives one value
	       min(CASE WHEN kind = 1 THEN seq * 65536 + cpu END)
		       OVER (PARTITION BY pid ORDER BY seq DESC ROWS UNBOUNDED PRECEDING) AS in_key,
	       min(CASE WHEN kind = 1 THEN ts END)
		       OVER (PARTITION BY pid ORDER BY seq DESC ROWS UNBOUNDED PRECEDING) AS in_ts
	FROM ev
), t0 AS (
	SELECT coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 't_start_ns'),
			(SELECT min(ts) FROM wakings)) AS ts
)
SELECT round((ts - (SELECT ts FROM t0)) / 1e9, 6) AS waking_s,
       pid,
       comm,
       in_key % 65536 AS cpu,
       (in_ts - ts) / 1e3 AS latency_us
FROM seen
WHERE kind = 0 AND (prev_kind IS NULL OR prev_kind = 2) AND in_key IS NOT NULL
ORDER BY latency_us DESC, waking_s
LIMIT 20;
