-- How much energy did each energy counter count in each second of the run? Columns: counter, cpu, second, joules, watts
--
-- counter_sample holds cumulative counts (wraparound already unwrapped);
-- value * counter.scale is in counter.unit.  For each counter in Joules
-- (power/energy-pkg, power/energy-cores, powercap/...) and each CPU it was
-- read on (package counters: the package's first CPU; powercap: -1), the
-- differences of consecutive samples are summed by the second (since the
-- first sample of the run) their interval starts in; watts = joules / the
-- time those intervals cover.
-- powercap subzones (powercap/ZONE/SUBZONE) are parts of their zone: do
-- not add them to it.
--
--   sqlite3 -header -column pstate.db < energy_per_second.sql
WITH s AS (
	SELECT c.name, cs.cpu, cs.ts, cs.value * c.scale AS j
	FROM counter_sample cs JOIN counter c ON c.name = cs.name
	WHERE c.unit = 'Joules'
), d AS (
	SELECT name, cpu,
	       lag(ts) OVER (PARTITION BY name, cpu ORDER BY ts) AS t0,
	       j - lag(j) OVER (PARTITION BY name, cpu ORDER BY ts) AS dj,
	       ts - lag(ts) OVER (PARTITION BY name, cpu ORDER BY ts) AS dt
	FROM s
), start AS (
	SELECT min(ts) AS ts FROM counter_sample
)
SELECT name AS counter,
       cpu,
       (t0 - (SELECT ts FROM start)) / 1000000000 AS second,
       round(sum(dj), 6) AS joules,
       round(sum(dj) / (sum(dt) / 1e9), 3) AS watts
FROM d
WHERE dj IS NOT NULL AND dt > 0
GROUP BY name, cpu, second
ORDER BY name, cpu, second;
