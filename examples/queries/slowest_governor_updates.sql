-- Which frequency updates took longest from the governor queueing its work to the end of the write? Columns: queue_s, path, queue_cpu, writer, cpu_id, delay_us
--
-- The governor delay of pstate-analyze(1): schedutil's slow path queues
-- sugov_work (sched_kthread_work_queue_work) for the sugov:N kthread,
-- ondemand and conservative queue dbs_work_handler (workqueue_queue_work)
-- for a kworker.  The next execute_start of that work pointer starts the
-- work item, run by the task that logged it; the item's write is the first
-- amd_pstate_perf or cpu_frequency that task logs before its execute_end.
-- delay = end - queue, the end being that of the write: the item's
-- execute_end when the trace has execute_end events of its kind (an item
-- still running at the end then has none: no row), else the write.
-- queue_s is seconds from the first event of the run.  Traces on the
-- fast_switch path have no work items: no rows.
--
--   sqlite3 -header -column pstate.db < slowest_governor_updates.sql
WITH work AS (
	SELECT 'kthread' AS path, 0 AS kind, ts, seq, cpu, pid, work
	FROM sched_kthread_work_queue_work WHERE function = 'sugov_work'
	UNION ALL
	SELECT 'kthread', 1, ts, seq, cpu, pid, work
	FROM sched_kthread_work_execute_start WHERE function = 'sugov_work'
	UNION ALL
	SELECT 'workqueue', 0, ts, seq, cpu, pid, work
	FROM workqueue_queue_work WHERE function = 'dbs_work_handler'
	UNION ALL
	SELECT 'workqueue', 1, ts, seq, cpu, pid, work
	FROM workqueue_execute_start WHERE function = 'dbs_work_handler'
), items AS (
	-- an execute_start whose work pointer was queued just before it
	SELECT * FROM (
		SELECT path, kind, ts AS start_ts, seq AS start_seq, pid,
		       lag(kind) OVER w AS prev_kind, lag(ts) OVER w AS queue_ts,
		       lag(cpu) OVER w AS queue_cpu
		FROM work WINDOW w AS (PARTITION BY path, work ORDER BY seq)
	) WHERE kind = 1 AND prev_kind = 0
), writes AS (
	SELECT ts, seq, pid, cpu_id FROM amd_pstate_perf
	UNION ALL
	SELECT ts, seq, pid, cpu_id FROM cpu_frequency
), per_task AS (
	-- each writer's items, writes and item ends in trace order
	SELECT 1 AS kind, start_seq AS seq, pid, path, queue_ts, queue_cpu, NULL AS ts,
	       NULL AS cpu_id FROM items
	UNION ALL
	SELECT 2, seq, pid, NULL, NULL, NULL, ts, cpu_id FROM writes
	UNION ALL
	SELECT 3, seq, pid, NULL, NULL, NULL, ts, NULL FROM sched_kthread_work_execute_end
	WHERE function = 'sugov_work'
	UNION ALL
	SELECT 3, seq, pid, NULL, NULL, NULL, ts, NULL FROM workqueue_execute_end
	WHERE function = 'dbs_work_handler'
), firsts AS (
	SELECT kind, pid, path, queue_ts, queue_cpu,
	       -- the first write after the item's start: its seq and cpu_id in one
	       -- number (seq * 65536 + cpu_id), as min() gives one value
	       min(CASE WHEN kind = 2 THEN seq * 65536 + cpu_id END) OVER f AS write_key,
	       min(CASE WHEN kind = 2 THEN ts END) OVER f AS write_ts,
	       min(CASE WHEN kind = 3 THEN seq END) OVER f AS end_seq,
	       min(CASE WHEN kind = 3 THEN ts END) OVER f AS end_ts
	FROM per_task
	WINDOW f AS (PARTITION BY pid ORDER BY seq DESC ROWS UNBOUNDED PRECEDING)
), ends AS (
	-- the kinds of items whose ends the trace has
	SELECT 'kthread' AS path, EXISTS (SELECT 1 FROM sched_kthread_work_execute_end) AS traced
	UNION ALL
	SELECT 'workqueue', EXISTS (SELECT 1 FROM workqueue_execute_end)
), t0 AS (
	SELECT coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 't_start_ns'),
			(SELECT min(ts) FROM writes)) AS ts
)
SELECT round((f.queue_ts - (SELECT ts FROM t0)) / 1e9, 6) AS queue_s,
       f.path,
       f.queue_cpu,
       coalesce((SELECT comm FROM task t WHERE t.pid = f.pid ORDER BY last_ts DESC LIMIT 1),
		f.pid) AS writer,
       f.write_key % 65536 AS cpu_id,
       ((CASE WHEN e.traced THEN f.end_ts ELSE f.write_ts END) - f.queue_ts) / 1e3 AS delay_us
FROM firsts f JOIN ends e USING (path)
WHERE f.kind = 1 AND f.write_key IS NOT NULL
  AND (f.end_seq IS NULL OR f.write_key / 65536 < f.end_seq)
  AND (NOT e.traced OR f.end_seq IS NOT NULL)
ORDER BY delay_us DESC, queue_s
LIMIT 20;
