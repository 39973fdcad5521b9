-- How often does schedutil's sugov:N kthread take the CPU, and whom does it preempt? Columns: cpu, switch_ins, per_s, on_cpu_ms, preempted_runnable, preempt_share
--
-- The slow path (no fast_switch): every frequency update wakes the
-- SCHED_DEADLINE sugov:N kthread.  switch_ins: sched_switch to a sugov:N
-- task on that CPU; per_s over the run's span (meta t_start_ns .. t_end_ns,
-- else the first and last switch); on_cpu_ms: its time on the CPU, to its
-- switch out; preempted_runnable: switch-ins whose previous task was still
-- runnable (prev_state R or R+), i.e. was preempted.  pstate-analyze(1)'s
-- slow-path finding counts only preempted workload tasks.
--
--   sqlite3 -header -column pstate.db < sugov_preemptions.sql
WITH s AS (
	SELECT cpu, ts, next_comm, prev_pid, prev_state,
	       lead(ts) OVER (PARTITION BY cpu ORDER BY seq) AS out_ts
	FROM sched_switch
), span AS (
	SELECT coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 't_end_ns'),
			(SELECT max(ts) FROM sched_switch))
	       - coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 't_start_ns'),
			  (SELECT min(ts) FROM sched_switch)) AS ns
)
SELECT cpu,
       count(*) AS switch_ins,
       round(count(*) / ((SELECT ns FROM span) / 1e9), 1) AS per_s,
       round(sum(out_ts - ts) / 1e6, 3) AS on_cpu_ms,
       sum(prev_pid != 0 AND prev_state LIKE 'R%') AS preempted_runnable,
       round(1.0 * sum(prev_pid != 0 AND prev_state LIKE 'R%') / count(*), 3) AS preempt_share
FROM s
WHERE next_comm LIKE 'sugov:%'
GROUP BY cpu
ORDER BY cpu;
