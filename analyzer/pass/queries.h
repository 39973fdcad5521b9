/* SPDX-License-Identifier: GPL-2.0 */
/*
 * queries.h - every SQL statement the analyzer runs, in one place, so a user
 * can run them by hand with sqlite3.  ?1 and ?2 are the time window (ns).
 */
#ifndef PT_QUERIES_H
#define PT_QUERIES_H

/* The event stream of one table, in trace order (rowid order is seq order
 * within a table; seq orders events across tables): stream.c fills in the
 * columns the analysis reads (", prev_task, prev_prio, ...", named as in
 * the catalogue, lib/evmap.c) and the table.  For sched_switch:
 *   SELECT seq_gap, ts, cpu, prev_task, prev_prio, prev_state, next_task,
 *   next_prio FROM ev_sched_switch ORDER BY rowid
 * Every row is read: seq is the sum of seq_gap over the rows up to it.  The
 * rows outside the time window are left out as they are read, but for a
 * row whose ts is no time (NULL, text, negative: an edited database), read
 * wherever the window is, to be counted as left out.  A database of schema
 * version 1 has seq itself, and a comm and a pid column for each task
 * column (prev_comm, prev_pid, ...), in tables named as the events:
 *   SELECT seq, ts, cpu, prev_comm, prev_pid, prev_prio, prev_state,
 *   next_comm, next_pid, next_prio FROM sched_switch ORDER BY rowid */
#define Q_EVENTS "SELECT seq_gap, ts, cpu%s FROM %s ORDER BY rowid"
#define Q_EVENTS_V1 "SELECT seq, ts, cpu%s FROM %s ORDER BY rowid"
/* What the task and prev_state ids of the event tables stand for (schema
 * version 2): read into memory once (thousands of tasks, a few states). */
#define Q_TASK_NAMES "SELECT id, pid, comm FROM task"
#define Q_STATE_NAMES "SELECT id, state FROM sched_state"
#define Q_HAS_ROWS "SELECT 1 FROM \"%s\" LIMIT 1"
/* a CPU with two events of the driver's table: a counter window between them
 * (the first event of a CPU closes a window begun before the trace) */
#define Q_HAS_PAIR "SELECT 1 FROM \"%s\" GROUP BY %s HAVING count(*) > 1 LIMIT 1"
/* the three readings counter windows are made of */
#define Q_HAS_MSR_SAMPLES                                                                  \
	"SELECT 1 FROM counter_sample WHERE name IN ('msr/aperf', 'msr/mperf', 'msr/tsc') "  \
	"LIMIT 1"

/* The first and last ts of an event table: rowid order is time order,
 * unless meta ts_out_of_order says otherwise (or the two are out of order,
 * or no time): then the least and the greatest, a scan of the table. */
#define Q_SPAN                                                                             \
	"SELECT (SELECT ts FROM \"%s\" ORDER BY rowid LIMIT 1), "                           \
	"(SELECT ts FROM \"%s\" ORDER BY rowid DESC LIMIT 1)"
#define Q_SPAN_SCAN                                                                        \
	"SELECT min(ts), max(ts) FROM \"%s\" WHERE typeof(ts) = 'integer' AND ts >= 0"
/* The rows of an event table in the window. */
#define Q_COUNT_WINDOW "SELECT count(*) FROM \"%s\" WHERE ts BETWEEN ?1 AND ?2"

/* The last update for CPU ?3 in the window, one seek in the update table's
 * index on (cpu_id, ts): pass/sched.c holds a woken task's wait for its CPU's
 * next update only when one is to come.  A row without cpu_id is for the CPU
 * that logged it; Q_UPDATE_CPUS gives the highest CPU to ask for.  The
 * table and its CPU column (cpu_id, or cpu where the event has none) are
 * filled in. */
#define Q_UPDATE_LAST "SELECT max(ts) FROM %s WHERE %s = ?3 AND ts BETWEEN ?1 AND ?2"
#define Q_UPDATE_LAST_NO_ID                                                                \
	"SELECT max(ts) FROM %s WHERE cpu_id IS NULL AND cpu = ?3 AND ts BETWEEN ?1 AND ?2"
#define Q_UPDATE_CPUS "SELECT max(%s) FROM %s"

/* Run facts. */
/* What a table (?1) is: table or view, and whether it is a virtual table;
 * no row when there is none (names are case-insensitive, as in a query).
 * The analyzer reads tables only: a view's or a virtual table's SQL, or a
 * generated column's, would run as the database says. */
#define Q_TABLE_KIND                                                                       \
	"SELECT type, sql LIKE 'create virtual %' FROM sqlite_master "                     \
	"WHERE type IN ('table', 'view') AND name = ?1 COLLATE NOCASE"
/* A column of table ?1 computed on every read (generated, VIRTUAL). */
#define Q_COMPUTED "SELECT name FROM pragma_table_xinfo(?1) WHERE hidden = 2 LIMIT 1"
/* Whether column ?2 of table ?1 is there. */
#define Q_HAS_COLUMN "SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2"
#define Q_META "SELECT key, value FROM meta"
#define Q_META_KEY "SELECT value FROM meta WHERE key = ?1"
#define Q_COUNT "SELECT count(*) FROM \"%s\""
#define Q_CPU                                                                              \
	"SELECT cpu, highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf, "     \
	"nominal_freq_mhz, max_khz, min_khz, base_khz, rate_limit_us, driver, governor, "  \
	"package, scaling_min_khz, scaling_max_khz, energy_performance_preference "        \
	"FROM cpu ORDER BY cpu"
#define Q_LOST "SELECT count(*), sum(count), sum(count IS NULL) FROM lost_events"
#define Q_OVERRUN "SELECT sum(overrun), sum(dropped_events) FROM buffer_stats"
#define Q_TASK_COMMS "SELECT pid, comm FROM task WHERE comm IS NOT NULL"

/* report: what the workload's output gave, its main figure first. */
#define Q_RESULTS                                                                          \
	"SELECT metric, value, unit, better, main FROM workload_result "                   \
	"ORDER BY main = 1 DESC, metric = 'elapsed' DESC, rowid"

/* report: the idle states of the snapshot (cpuidle_state), by state index:
 * their names (one each, unless the CPUs differ), exit latency and target
 * residency (the least and the most over the CPUs), the CPUs that have
 * them, and those where they are disabled. */
#define Q_IDLE_STATES                                                                      \
	"SELECT state, group_concat(DISTINCT name), min(latency_us), max(latency_us), "   \
	"min(residency_us), max(residency_us), count(DISTINCT cpu), "                      \
	"count(DISTINCT CASE WHEN disable = 1 THEN cpu END) FROM cpuidle_state "          \
	"WHERE typeof(state) = 'integer' AND state >= 0 AND state < ?1 "                   \
	"GROUP BY state ORDER BY state"

/* compare: a run's figure of merit, the main row, else `elapsed`. */
#define Q_CMP_RESULT                                                                       \
	"SELECT metric, value, unit, better FROM workload_result "                         \
	"WHERE main = 1 OR metric = 'elapsed' ORDER BY main DESC, rowid LIMIT 1"

/* Energy: each energy counter's value at its first and last sample inside
 * the window (values are cumulative since the first sample). */
#define Q_ENERGY                                                                           \
	"WITH w AS (SELECT name, cpu, min(ts) AS t0, max(ts) AS t1 FROM counter_sample "   \
	"WHERE ts BETWEEN ?1 AND ?2 GROUP BY name, cpu) "                                  \
	"SELECT c.name, c.scale, c.unit, w.cpu, w.t0, w.t1, "                              \
	"(SELECT value FROM counter_sample s WHERE s.name = w.name AND s.cpu = w.cpu "     \
	"AND s.ts = w.t1) - (SELECT value FROM counter_sample s WHERE s.name = w.name "    \
	"AND s.cpu = w.cpu AND s.ts = w.t0) "                                              \
	"FROM w JOIN counter c ON c.name = w.name WHERE c.unit = 'Joules' "                \
	"ORDER BY c.name, w.cpu"

/* The aperf, mperf and tsc readings of every CPU in the window, in the
 * order they were read (rowid order is time order): pass/samples.c makes
 * each CPU's consecutive readings into counter windows. */
#define Q_MSR_SAMPLES                                                                      \
	"SELECT ts, cpu, name, value FROM counter_sample "                                 \
	"WHERE name IN ('msr/aperf', 'msr/mperf', 'msr/tsc') AND ts BETWEEN ?1 AND ?2 "     \
	"ORDER BY rowid"

/* plot: the samples of every energy counter inside the window, one series per
 * counter and CPU in time order, differenced per interval into watts. */
#define Q_PLOT_ENERGY                                                                      \
	"SELECT s.name, s.cpu, s.ts, s.value, c.scale FROM counter_sample s "              \
	"JOIN counter c ON c.name = s.name WHERE c.unit = 'Joules' "                       \
	"AND s.ts BETWEEN ?1 AND ?2 ORDER BY s.name, s.cpu, s.ts"

#endif
