-- What did the benchmark report about itself? Columns: benchmark, param, metric, value, unit, better, main
--
-- workload_result: the figures parsed from the recorded command's output
-- (tbench and dbench Throughput, hackbench Time, time(1), netperf,
-- schbench, ... or import --workload-log), and `elapsed`, the command's
-- wall time.  main = 1 marks the one pstate-analyze compare uses.
-- benchmark and param come from meta (record --benchmark, --param).
--
--   sqlite3 -header -column pstate.db < workload_results.sql
SELECT (SELECT value FROM meta WHERE key = 'benchmark') AS benchmark,
       (SELECT (SELECT value FROM meta WHERE key = 'param_name') || '=' ||
	       (SELECT value FROM meta WHERE key = 'param_value')) AS param,
       metric,
       value,
       unit,
       better,
       main
FROM workload_result
ORDER BY main DESC, rowid;
