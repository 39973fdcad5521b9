-- Which tasks used the most CPU time? Columns: pid, comm, switch_ins, cpu_s, share
--
-- From sched_switch: a task runs on a CPU from its switch in (next_pid) to
-- the next switch on that CPU.  The idle task (pid 0) is left out; share is
-- of all the non-idle time; comm is the name the task had last (a recorded
-- command is still pstate-trace until it execs).
--
--   sqlite3 -header -column pstate.db < busiest_tasks.sql
WITH runs AS (
	SELECT next_pid AS pid, ts,
	       lead(ts) OVER (PARTITION BY cpu ORDER BY seq) - ts AS ns
	FROM sched_switch
)
SELECT pid,
       (SELECT comm FROM task t WHERE t.pid = runs.pid ORDER BY last_ts DESC LIMIT 1) AS comm,
       count(*) AS switch_ins,
       round(sum(ns) / 1e9, 6) AS cpu_s,
       round(1.0 * sum(ns) / (SELECT sum(ns) FROM runs WHERE pid != 0), 4) AS share
FROM runs
WHERE pid != 0 AND ns IS NOT NULL
GROUP BY pid
ORDER BY cpu_s DESC
LIMIT 20;
