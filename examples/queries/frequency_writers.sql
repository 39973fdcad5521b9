-- Which tasks write the frequency requests, for which CPUs? Columns: event, writer, pid, cpus, writes, fast_switch
--
-- Every frequency write event by the task that logged it (common_pid):
-- sugov:N is schedutil's slow path (a kthread), kworker/... ondemand or
-- conservative (a workqueue), any other task the fast_switch path, in
-- scheduler context.  cpus lists the cpu_id values written; fast_switch
-- counts amd_pstate_perf events with fast_switch=1 (NULL for other events).
--
--   sqlite3 -header -column pstate.db < frequency_writers.sql
WITH writes AS (
	SELECT 'amd_pstate_perf' AS event, pid, cpu_id, fast_switch FROM amd_pstate_perf
	UNION ALL
	SELECT 'cpu_frequency', pid, cpu_id, NULL FROM cpu_frequency
	UNION ALL
	SELECT 'pstate_sample', pid, cpu, NULL FROM pstate_sample
), ids AS (
	SELECT DISTINCT event, pid, cpu_id FROM writes ORDER BY event, pid, cpu_id
)
SELECT w.event,
       coalesce((SELECT comm FROM task t WHERE t.pid = w.pid ORDER BY last_ts DESC LIMIT 1),
		'?') AS writer,
       w.pid,
       (SELECT group_concat(cpu_id) FROM ids i WHERE i.event = w.event AND i.pid = w.pid) AS cpus,
       count(*) AS writes,
       sum(w.fast_switch) AS fast_switch
FROM writes w
GROUP BY w.event, w.pid
ORDER BY writes DESC, w.event, w.pid;
