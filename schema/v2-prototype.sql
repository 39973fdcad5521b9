-- v2-prototype.sql - the measured prototype of schema version 2 (schema/v2.md),
-- for the three tables that hold 99.8% of a tbench recording: NOT the schema
-- in use (pstate.sql, version 1) and not read by either program.
--
-- Run by scripts/bench-schema into an empty database with a version-1 run
-- attached as `s`; the page size is set before it.  It builds the v2 tables
-- (ev_*), the lookup tables they point into, and the views that give a v1
-- user the old tables' names and columns back.
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;

-- (pid, comm) once: the event tables hold its id; first_ts, last_ts as the
-- v1 task table has them
CREATE TABLE task (
	id		INTEGER PRIMARY KEY,
	pid		INTEGER,
	comm		TEXT,
	first_ts	INTEGER,
	last_ts		INTEGER,
	UNIQUE (pid, comm)
);
-- prev_state as the kernel printed it, once ("R", "S", "R+", "D|K", ...)
CREATE TABLE sched_state (
	id		INTEGER PRIMARY KEY,
	state		TEXT UNIQUE
);
INSERT INTO task (pid, comm, first_ts, last_ts)
	SELECT pid, comm, min(first_ts), max(last_ts) FROM s.task GROUP BY pid, comm;
INSERT OR IGNORE INTO task (pid, comm)
	SELECT prev_pid, prev_comm FROM s.sched_switch UNION
	SELECT next_pid, next_comm FROM s.sched_switch UNION
	SELECT pid, comm FROM s.sched_waking UNION
	SELECT pid, comm FROM s.sched_wakeup;
INSERT INTO sched_state (state) SELECT DISTINCT prev_state FROM s.sched_switch;

-- seq is the key: the rowid itself, no column of its own
CREATE TABLE ev_sched_switch (
	seq		INTEGER PRIMARY KEY,
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	prev_task	INTEGER,
	prev_prio	INTEGER,
	prev_state	INTEGER,
	next_task	INTEGER,
	next_prio	INTEGER
);
CREATE TABLE ev_sched_waking (
	seq		INTEGER PRIMARY KEY,
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER
);
CREATE TABLE ev_sched_wakeup (
	seq		INTEGER PRIMARY KEY,
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	task		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER
);
INSERT INTO ev_sched_switch
	SELECT seq, ts, cpu,
	       (SELECT id FROM task t WHERE t.pid IS x.prev_pid AND t.comm IS x.prev_comm),
	       prev_prio,
	       (SELECT id FROM sched_state p WHERE p.state IS x.prev_state),
	       (SELECT id FROM task t WHERE t.pid IS x.next_pid AND t.comm IS x.next_comm),
	       next_prio
	FROM s.sched_switch x ORDER BY seq;
INSERT INTO ev_sched_waking
	SELECT seq, ts, cpu, (SELECT id FROM task t WHERE t.pid IS x.pid AND t.comm IS x.comm),
	       prio, target_cpu, waker_pid
	FROM s.sched_waking x ORDER BY seq;
INSERT INTO ev_sched_wakeup
	SELECT seq, ts, cpu, (SELECT id FROM task t WHERE t.pid IS x.pid AND t.comm IS x.comm),
	       prio, target_cpu, waker_pid
	FROM s.sched_wakeup x ORDER BY seq;

-- the version-1 tables, as views, for SQL users (the analyzer reads tables)
CREATE VIEW sched_switch AS
	SELECT e.ts, e.cpu, pt.comm AS prev_comm, pt.pid AS prev_pid, e.prev_prio,
	       ps.state AS prev_state, nt.comm AS next_comm, nt.pid AS next_pid, e.next_prio,
	       e.seq
	FROM ev_sched_switch e
	LEFT JOIN task pt ON pt.id = e.prev_task
	LEFT JOIN sched_state ps ON ps.id = e.prev_state
	LEFT JOIN task nt ON nt.id = e.next_task;
CREATE VIEW sched_waking AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.target_cpu, e.waker_pid, e.seq
	FROM ev_sched_waking e LEFT JOIN task t ON t.id = e.task;
CREATE VIEW sched_wakeup AS
	SELECT e.ts, e.cpu, t.comm, t.pid, e.prio, e.target_cpu, e.waker_pid, e.seq
	FROM ev_sched_wakeup e LEFT JOIN task t ON t.id = e.task;
