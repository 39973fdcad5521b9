-- pstate-trace database schema, version 2.
--
-- One run (a `pstate-trace record` or `pstate-trace import`) is one SQLite file.
-- This file is the contract between the collector and the analyzer, and the
-- reference for anyone querying a run with sqlite3.  It is compiled into both
-- programs; nothing else creates tables.
--
-- Conventions
--   ts      nanoseconds, INTEGER.  `record` uses the trace clock `mono`, so
--           tracepoints, counter samples (CLOCK_MONOTONIC) and the workload's
--           start and end (meta t_start_ns, t_end_ns) are on one time line.
--           Imported traces keep the clock of the file (meta trace_clock).
--   cpu     the CPU whose ring buffer held the event.
--   pid     the task that emitted the event (common_pid): it tells a
--           `sugov:N` kthread or a kworker apart from the workload.  Events
--           whose own fields include `pid` (sched_waking, ...) keep that
--           meaning for `pid`; the emitting task is then in another column.
--   seq     the event's position in the whole trace, over all tables: events
--           with equal ts keep the order the trace had them in (a waking and
--           the switch it causes in one microsecond of a text trace).  Rows
--           are inserted in seq order, so within a table rowid order is seq
--           order.  An event table stores seq as seq_gap: the row's seq
--           minus that of the row before it in rowid order (the first row:
--           its seq), mostly 1, which SQLite stores in the row's header
--           alone.  The sum of seq_gap over the rows up to one, in rowid
--           order, is its seq: the analyzer sums as it reads each table
--           ORDER BY rowid, and the views below give seq back with
--           sum(seq_gap) OVER (ORDER BY rowid).  (Deleting a row by hand:
--           add its seq_gap to the next row's, or the rows after it move.)
--           Trace order is time order unless meta ts_out_of_order is not 0:
--           events earlier than one
--           before them (a clock that stepped back, an edited or
--           concatenated text) keep their place in seq and their own ts;
--           nothing is reordered or dropped, so a difference of ts between
--           rows may be negative.
--   task    a task column (prev_task, next_task, task, parent_task,
--           child_task) holds the id of the event's (pid, comm) pair in the
--           task table: a pid whose comm changed at exec is two tasks.
--           Pids that come without a comm (common_pid, waker_pid) are pids.
--   Pointer fields naming kernel functions (`function`) hold the symbol
--   name (e.g. sugov_work), or 0x... when unresolvable.
--   Other pointers (`work`, `worker`) are INTEGER (64-bit, may be negative).
--   Fields that an event does not have on the recorded kernel are NULL; so
--   are values that cannot be stored as what they are (meta values_invalid),
--   never another number.
--
-- The event tables (ev_NAME: ts and cpu first, seq_gap last) and the
-- tracepoint fields that fill their columns are listed in lib/evmap.c too,
-- which both programs read and write them through; tests/unit/
-- test_catalogue.c holds the two together.  A new event is a table and a
-- view here and an entry there.  Each has a view NAME (the end of this
-- file) with schema version 1's table of that name, column for column.
--
-- The application_id is 'pstr' (0x70737472); user_version is the schema
-- version and equals meta.schema_version.  Version 1 (pstate-trace before
-- this layout: the event tables under NAME, comm and pid columns, prev_state
-- as text, seq a column) is read by pstate-analyze as well; schema/v2.md
-- says what changed and why.

PRAGMA application_id = 1886614642;
PRAGMA user_version = 2;

-- Run facts.  Keys written by record/import (absent or empty when unknown):
--   schema_version, tool_version, source (record | trace.dat | text),
--   source_file, hostname, kernel_release, cpu_model, cpu_family,
--   cpu_model_id, cpu_stepping, nr_cpus, trace_clock, t_start_ns, t_end_ns,
--   workload_cmd, workload_pid, workload_exit, interrupted (0/1), truncated
--   (0/1), driver, governor, amd_pstate_status, cpuidle_driver and
--   cpuidle_governor (devices/system/cpu/cpuidle/current_driver,
--   current_governor or current_governor_ro; record only), counters (what was sampled,
--   how it was read, why anything was not), counters_sampler (its cost, a
--   line; record only) with counters_rounds, counters_reads_per_round,
--   counters_sampler_cpu_ns, counters_round_max_ns, events_enabled,
--   events_missing, buffer_size_kb, label, benchmark, param_name, param_value,
--   tracing (record: full, or counters-only for a light run with no
--   tracepoints; absent in imports: a full trace).
-- The recording machine's context (record only; "not available" when the
-- file that says it is not there, never guessed):
--   kernel_cmdline      /proc/cmdline
--   kernel_config       the file the next two come from: /boot/config-RELEASE,
--                       else /proc/config.gz
--   kernel_hz           CONFIG_HZ
--   kernel_preempt      none, voluntary, full, lazy or rt; ", dynamic" with
--                       CONFIG_PREEMPT_DYNAMIC (and ", now MODEL" when
--                       debugfs's sched/preempt says which one runs)
--   cpu_microcode       the first processor's microcode in /proc/cpuinfo
--   smt_control, smt_active  devices/system/cpu/smt/
--   governor_tunables   "GOV/FILE=VALUE, ..." of cpufreq/ondemand,
--                       conservative and schedutil, then per policy
--                       "policyN/GOV/FILE=VALUE"; "none" when there are none
-- What was wrong with the input (record with tracepoints and every import
-- write the first four, 0 when nothing was):
--   ts_out_of_order     events whose ts is earlier than that of an event
--                       before them in the trace (kept, see seq above)
--   ts_max_backward_ns  the most any of them lies behind the latest ts
--                       before it (0 when none)
--   values_invalid      field values stored as NULL because they cannot be
--                       stored as their column's type: a text value that is
--                       not a number, or a number outside the 64-bit signed
--                       range (a pid outside int's); a binary unsigned 64-bit
--                       value above 2^63 - 1, or a field past the end of its
--                       record
--   records_unreadable  binary records left out: an event id without a
--                       format in the trace, too short for an id, or at a ts
--                       above 2^63 - 1 ns
--   lines_unparsed      text imports: lines that are not imported (not a
--                       trace line; a pid, CPU or timestamp that does not
--                       fit; a CPU past 8191; cut at 1 MiB, or by the end of
--                       the file)
--   last_line_no_newline  text imports: the last line, with no newline
--                       after it, kept as it reads whole (see import(1))
--   clock_sync_markers  text imports: systrace clock-sync markers at ts 0,
--                       kept as markers but outside the span and order
--   prev_state_numeric  text imports: prev_state numbers kept as numbers
--                       (trace-cmd report -R without --kernel)
--   systrace_blocks_read, systrace_blocks_skipped  systrace imports: the
--                       trace-data blocks read, and those holding other
--                       data (PROCESS DUMP, JSON)
--   truncated_cpus      truncated trace.dat imports: the CPUs whose data may
--                       end early ("3,4,5"): cut by the file's end, or
--                       where libtracecmd failed; with truncated_at_byte (the
--                       file's length, when it is cut) or truncated_after_event
--                       (when every CPU had to stop there)
CREATE TABLE meta (
	key	TEXT PRIMARY KEY,
	value	TEXT
);

-- One row per CPU: sysfs snapshot at record start (cpufreq/, acpi_cppc/,
-- topology/), or --cpu-attr values on import.  NULL where absent.
--   min_khz, max_khz     cpuinfo_min_freq, cpuinfo_max_freq (hardware range)
--   base_khz             base_frequency, else amd-pstate's nominal freq
--   highest_perf ...     acpi_cppc/ (CPPC abstract performance levels)
--   boost                cpufreq/boost (global or per policy), 0/1
--   rate_limit_us        schedutil's rate_limit_us for the CPU's policy
--   scaling_min_khz,
--   scaling_max_khz      the policy's limits at record start
--   energy_performance_preference  amd-pstate/intel_pstate EPP string
CREATE TABLE cpu (
	cpu			INTEGER PRIMARY KEY,
	package			INTEGER,
	core			INTEGER,
	node			INTEGER,
	policy			INTEGER,
	driver			TEXT,
	governor		TEXT,
	min_khz			INTEGER,
	max_khz			INTEGER,
	base_khz		INTEGER,
	highest_perf		INTEGER,
	nominal_perf		INTEGER,
	lowest_nonlinear_perf	INTEGER,
	lowest_perf		INTEGER,
	nominal_freq_mhz	INTEGER,
	boost			INTEGER,
	rate_limit_us		INTEGER,
	transition_latency_ns	INTEGER,
	scaling_min_khz		INTEGER,
	scaling_max_khz		INTEGER,
	energy_performance_preference TEXT,
	online			INTEGER
);

-- The idle states of each CPU at record start, one row per CPU and state
-- (sysfs devices/system/cpu/cpuN/cpuidle/stateK/); no rows in imports, nor
-- where the kernel has no cpuidle states (most VMs).  NULL where absent.
--   state          K: the index cpu_idle's state field carries
--   name, description  the state's name (C1, C2, POLL) and desc
--   latency_us     its exit latency
--   residency_us   its target residency (the shortest stay it pays off in)
--   usage, time_us the kernel's entries and time in it since boot
--   disable        1 when disabled (by the user, or the driver at boot)
CREATE TABLE cpuidle_state (
	cpu		INTEGER,
	state		INTEGER,
	name		TEXT,
	description	TEXT,
	latency_us	INTEGER,
	residency_us	INTEGER,
	usage		INTEGER,
	time_us		INTEGER,
	disable		INTEGER
);

-- sched:sched_switch.  prev_state as the kernel prints it (a trace.dat:
-- by its own print format, whose letters and preempt bit changed over the
-- versions): R (runnable), R+ (preempted: kernels since 3.x mark it with
-- +), S, D, T, t, X, Z, P, I (x, K, W, N on kernels before 4.14), or
-- combinations joined by |; a number when text printed one and its kernel
-- is not known (meta prev_state_numeric).  Stored as the id of that text
-- in sched_state; the view sched_switch has the text.
CREATE TABLE ev_sched_switch (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	prev_task	INTEGER,
	prev_prio	INTEGER,
	prev_state	INTEGER,
	next_task	INTEGER,
	next_prio	INTEGER,
	seq_gap		INTEGER
);

-- sched:sched_waking / sched_wakeup / sched_wakeup_new: task is the task
-- woken (the views: comm, pid); waker_pid the task that woke it
-- (common_pid).
CREATE TABLE ev_sched_waking (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_wakeup (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_wakeup_new (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq_gap		INTEGER
);

CREATE TABLE ev_sched_migrate_task (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	orig_cpu	INTEGER,
	dest_cpu	INTEGER,
	seq_gap		INTEGER
);

-- Process lifetime, used to attribute tasks to the workload.
CREATE TABLE ev_sched_process_fork (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	parent_task	INTEGER,
	child_task	INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_process_exec (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	filename	TEXT,
	pid		INTEGER,
	old_pid		INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_process_exit (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	group_dead	INTEGER,
	seq_gap		INTEGER
);

-- power:cpu_frequency: state in kHz; cpu_id the CPU it is for; pid the task
-- that wrote it (sugov:N, a kworker, or any task on the fast path).
CREATE TABLE ev_cpu_frequency (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_cpu_frequency_limits (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	min_freq	INTEGER,
	max_freq	INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq_gap		INTEGER
);
-- power:cpu_idle: state 4294967295 (PWR_EVENT_EXIT) = the CPU leaves idle.
CREATE TABLE ev_cpu_idle (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	seq_gap		INTEGER
);

-- amd_cpu:amd_pstate_perf, one per frequency request of amd-pstate.
--   min_perf, target_perf (des_perf), capacity (max_perf): CPPC perf levels.
--   The 5.17 text form prints amd_min_perf/amd_des_perf/amd_max_perf: same
--   columns.  freq (kHz), mperf, aperf, tsc: the kernel's DELTAS since the
--   previous sample of that cpu_id (kernels >= 6.1); NULL on older kernels.
--   changed, fast_switch: 0/1.  prev, value: the MSR_AMD_CPPC_REQ values
--   printed by some patch revisions.
CREATE TABLE ev_amd_pstate_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	min_perf	INTEGER,
	target_perf	INTEGER,
	capacity	INTEGER,
	freq		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	cpu_id		INTEGER,
	changed		INTEGER,
	fast_switch	INTEGER,
	prev		INTEGER,
	value		INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_amd_pstate_epp_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	cpu_id		INTEGER,
	highest_perf	INTEGER,
	epp		INTEGER,
	min_perf	INTEGER,
	max_perf	INTEGER,
	boost		INTEGER,
	changed		INTEGER,
	pid		INTEGER,
	seq_gap		INTEGER
);

-- power:pstate_sample (intel_pstate): mperf/aperf/tsc are deltas since the
-- previous sample of that CPU; "from"/"to" are P-states.
CREATE TABLE ev_pstate_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	core_busy	INTEGER,
	scaled_busy	INTEGER,
	"from"		INTEGER,
	"to"		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	freq		INTEGER,
	io_boost	INTEGER,
	pid		INTEGER,
	seq_gap		INTEGER
);

-- workqueue:*  (ondemand/conservative run dbs_work_handler on a kworker).
-- target_cpu is the event's own `cpu` field (where the work will run).
CREATE TABLE ev_workqueue_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	workqueue	TEXT,
	req_cpu		INTEGER,
	target_cpu	INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_workqueue_activate_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq_gap		INTEGER
);
CREATE TABLE ev_workqueue_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq_gap		INTEGER
);
CREATE TABLE ev_workqueue_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq_gap		INTEGER
);

-- sched:sched_kthread_work_*  (schedutil's slow path queues sugov_work to
-- the sugov:N kthread worker).
CREATE TABLE ev_sched_kthread_work_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	worker		INTEGER,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_kthread_work_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq_gap		INTEGER
);
CREATE TABLE ev_sched_kthread_work_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq_gap		INTEGER
);

-- ftrace:print (trace_marker, tracing_mark_write) and ftrace:bprint
-- (trace_printk) messages.  A marker whose text imitates an event (devlib's
-- "cpu_frequency: state=... cpu_id=...") is a marker, not that event.
CREATE TABLE ev_marker (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	kind		TEXT,
	text		TEXT,
	seq_gap		INTEGER
);

-- Every (pid, comm) seen in any event or in saved_cmdlines, once (as the
-- writer keeps it: no UNIQUE index, which would answer the analyzer's reads
-- of the table on its own): the event tables' task columns (prev_task,
-- task, ...) hold its id.  first_ts and
-- last_ts are NULL for a pair only named (saved_cmdlines), and for a pair
-- of an event whose pid or comm could not be read (pid or comm NULL there).
CREATE TABLE task (
	id		INTEGER PRIMARY KEY,
	pid		INTEGER,
	comm		TEXT,
	first_ts	INTEGER,
	last_ts		INTEGER
);

-- sched_switch's prev_state, as the kernel printed it, once: the
-- ev_sched_switch.prev_state column holds its id.
CREATE TABLE sched_state (
	id		INTEGER PRIMARY KEY,
	state		TEXT UNIQUE
);

-- Any other event: `record -e SYSTEM:EVENT`, or unknown events on import.
-- fields: a JSON object of the event's fields (text imports: the key=value
-- pairs, or {"text": ...} when the payload is not key=value).
CREATE TABLE ev_event (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	name		TEXT,
	fields		TEXT,
	system		TEXT,
	seq_gap		INTEGER
);

-- Hardware counters sampled during `record`.
--   name   power/energy-pkg, power/energy-cores, msr/aperf, msr/mperf,
--          msr/tsc, or powercap/<zone> (sysfs energy_uj)
--   unit   Joules, cycles, ...; value * scale is in unit
--   scope  package | cpu | zone
CREATE TABLE counter (
	name		TEXT PRIMARY KEY,
	unit		TEXT,
	scale		REAL,
	scope		TEXT,
	source		TEXT
);
-- Cumulative counts, wraparound already unwrapped; cpu is the CPU the
-- counter was opened on (package counters: the package's first CPU), or -1.
CREATE TABLE counter_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER,
	name		TEXT,
	value		INTEGER
);

-- Missed events reported by the ring buffer (count NULL: unknown number).
CREATE TABLE lost_events (
	cpu		INTEGER,
	ts		INTEGER,
	count		INTEGER
);
-- Per-CPU ring buffer statistics at the end (per_cpu/cpuN/stats): after
-- a recording's readers drained the buffer, entries is what was left in
-- it unread (0 when nothing was), overrun the events overwritten before
-- they were read, commit_overrun those lost when an event that interrupted
-- another filled the buffer, dropped_events those refused when it was
-- full, read_events every event the readers took out of it.  events
-- (record only; NULL for imports) is the events of that CPU the
-- conversion read back from the spool: equal to read_events when nothing
-- was lost on the way from the ring buffer to the database.
CREATE TABLE buffer_stats (
	cpu		INTEGER PRIMARY KEY,
	entries		INTEGER,
	overrun		INTEGER,
	commit_overrun	INTEGER,
	dropped_events	INTEGER,
	read_events	INTEGER,
	bytes		INTEGER,
	events		INTEGER
);
-- The same statistics when tracing was turned on, before the workload
-- started (record only): what the buffer held or had lost already.
CREATE TABLE buffer_stats_start (
	cpu		INTEGER PRIMARY KEY,
	entries		INTEGER,
	overrun		INTEGER,
	commit_overrun	INTEGER,
	dropped_events	INTEGER,
	read_events	INTEGER,
	bytes		INTEGER
);

-- What the workload printed (stream: stdout | stderr), and what was parsed
-- out of it.  better: higher | lower.  main = 1 marks the benchmark's own
-- figure of merit (tbench throughput, hackbench time); `elapsed` (the
-- command's wall time, s) is always there for recorded commands.
CREATE TABLE workload_output (
	stream		TEXT,
	line_no		INTEGER,
	text		TEXT
);
CREATE TABLE workload_result (
	metric		TEXT,
	value		REAL,
	unit		TEXT,
	better		TEXT,
	main		INTEGER
);

-- The event tables as schema version 1 had them, one view each, named as
-- the event and with version 1's columns in its order: the task columns
-- as comm and pid, prev_state as its text, seq summed from seq_gap (over
-- the table alone, before the joins: the sum is most of a view's cost).  For
-- queries by hand and the SQL of examples/queries/; pstate-analyze reads
-- the tables (a view is SQL of whoever made the file).  The window sum
-- needs SQLite 3.25 or later (2018) to open the file at all.
CREATE VIEW sched_switch AS
	SELECT e.ts, e.cpu, pt.comm AS prev_comm, pt.pid AS prev_pid, e.prev_prio,
	       ps.state AS prev_state, nt.comm AS next_comm, nt.pid AS next_pid,
	       e.next_prio, e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_switch) e
	LEFT JOIN task pt ON pt.id = e.prev_task
	LEFT JOIN sched_state ps ON ps.id = e.prev_state
	LEFT JOIN task nt ON nt.id = e.next_task;
CREATE VIEW sched_waking AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.target_cpu, e.waker_pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_waking) e
	LEFT JOIN task t ON t.id = e.task;
CREATE VIEW sched_wakeup AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.target_cpu, e.waker_pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_wakeup) e
	LEFT JOIN task t ON t.id = e.task;
CREATE VIEW sched_wakeup_new AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.target_cpu, e.waker_pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_wakeup_new) e
	LEFT JOIN task t ON t.id = e.task;
CREATE VIEW sched_migrate_task AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.orig_cpu, e.dest_cpu,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_migrate_task) e
	LEFT JOIN task t ON t.id = e.task;
CREATE VIEW sched_process_fork AS
	SELECT e.ts, e.cpu, pt.comm AS parent_comm, pt.pid AS parent_pid,
	       ct.comm AS child_comm, ct.pid AS child_pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_process_fork) e
	LEFT JOIN task pt ON pt.id = e.parent_task
	LEFT JOIN task ct ON ct.id = e.child_task;
CREATE VIEW sched_process_exec AS
	SELECT e.ts, e.cpu, e.filename, e.pid, e.old_pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_process_exec) e;
CREATE VIEW sched_process_exit AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.group_dead,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_process_exit) e
	LEFT JOIN task t ON t.id = e.task;
CREATE VIEW cpu_frequency AS
	SELECT e.ts, e.cpu, e.state, e.cpu_id, e.pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_cpu_frequency) e;
CREATE VIEW cpu_frequency_limits AS
	SELECT e.ts, e.cpu, e.min_freq, e.max_freq, e.cpu_id, e.pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_cpu_frequency_limits) e;
CREATE VIEW cpu_idle AS
	SELECT e.ts, e.cpu, e.state, e.cpu_id,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_cpu_idle) e;
CREATE VIEW amd_pstate_perf AS
	SELECT e.ts, e.cpu, e.pid, e.min_perf, e.target_perf, e.capacity, e.freq,
	       e.mperf, e.aperf, e.tsc, e.cpu_id, e.changed, e.fast_switch, e.prev,
	       e.value, e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_amd_pstate_perf) e;
CREATE VIEW amd_pstate_epp_perf AS
	SELECT e.ts, e.cpu, e.cpu_id, e.highest_perf, e.epp, e.min_perf, e.max_perf,
	       e.boost, e.changed, e.pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_amd_pstate_epp_perf) e;
CREATE VIEW pstate_sample AS
	SELECT e.ts, e.cpu, e.core_busy, e.scaled_busy, e."from", e."to", e.mperf,
	       e.aperf, e.tsc, e.freq, e.io_boost, e.pid,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_pstate_sample) e;
CREATE VIEW workqueue_queue_work AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function, e.workqueue, e.req_cpu,
	       e.target_cpu, e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_workqueue_queue_work) e;
CREATE VIEW workqueue_activate_work AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_workqueue_activate_work) e;
CREATE VIEW workqueue_execute_start AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_workqueue_execute_start) e;
CREATE VIEW workqueue_execute_end AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_workqueue_execute_end) e;
CREATE VIEW sched_kthread_work_queue_work AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function, e.worker,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_kthread_work_queue_work) e;
CREATE VIEW sched_kthread_work_execute_start AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_kthread_work_execute_start) e;
CREATE VIEW sched_kthread_work_execute_end AS
	SELECT e.ts, e.cpu, e.pid, e.work, e.function,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_sched_kthread_work_execute_end) e;
CREATE VIEW marker AS
	SELECT e.ts, e.cpu, e.pid, e.kind, e.text,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_marker) e;
CREATE VIEW event AS
	SELECT e.ts, e.cpu, e.pid, e.name, e.fields, e.system,
	       e.seq
	FROM (SELECT *, sum(seq_gap) OVER (ORDER BY rowid) AS seq
	      FROM ev_event) e;
