/* SPDX-License-Identifier: GPL-2.0 */
/*
 * evmap - the event catalogue: every event table of the schema, its columns,
 * and the tracepoint fields that fill them.
 *
 * The one place that knows the event tables.  The collector turns an event
 * of any source (live ring buffers, trace.dat, ftrace text) into a row
 * through it: which table an event goes to, and which field (by the
 * kernel's field name, or the name a kernel version printed it under) fills
 * each column; the sources differ only in how a field is read (binary
 * record or key=value text).  The analyzer builds its queries from it and
 * reads the columns by name (stream.c).  tests/unit/test_catalogue.c holds
 * it and schema/pstate.sql together: a new event is an entry here and its
 * table there.
 *
 * Every event table (ev_NAME, schema version 2) has ts and cpu first and
 * seq_gap last (schema/pstate.sql, Conventions); the catalogue lists the
 * columns between them.  A task column holds the id of a (pid, comm) pair
 * of the task table, prev_state the id of a sched_state row.  Version 1
 * had the tables under NAME, a comm and a pid column for each task column
 * (named after the first of its fields and of its pid_fields), prev_state
 * as text, and seq itself: the analyzer still reads it so.
 */
#ifndef PT_EVMAP_H
#define PT_EVMAP_H

#include <stddef.h>
#include <stdint.h>

#define EVMAP_MAX_COLS 16

/* PT_MAX_CPUS - CPU numbers go up to the kernel's largest NR_CPUS (x86's
 * MAXSMP, powerpc) minus one: a trace naming a higher one is damaged.  The
 * importer refuses such CPUs, the analyzer a database that has them (its
 * cpu table or meta nr_cpus) and leaves out, counted, an event row that
 * names one. */
#define PT_MAX_CPUS 8192

enum col_kind {
	COL_INT,   /* number; text may say true/false, decimal, or 0x hex */
	COL_STR,   /* char[] or __data_loc string */
	COL_SYM,   /* pointer to a kernel function: stored as its symbol name */
	COL_STATE, /* sched_switch prev_state: the kernel's letters, stored as a sched_state id */
	COL_PID,   /* common_pid: the task that emitted the event */
	COL_PTR,   /* a pointer: a number; text prints it in hex, %p without 0x */
	COL_TASK,  /* a (pid, comm) pair: fields the comm's, pid_fields the pid's; stored
		    * as the task table's id of the pair */
};

struct col_def {
	const char *name;   /* column in the schema */
	const char *fields; /* field names that fill it, '|'-separated, first = current kernel */
	enum col_kind kind;
	const char *pid_fields; /* COL_TASK: the pid's field names; NULL otherwise */
};

struct table_def {
	const char *table;  /* the event's name for users: the view (version 1: the table) */
	const char *store;  /* the table that holds the rows: ev_ and the name */
	const char *system; /* tracefs system; NULL: none maps by name */
	const char *event;  /* tracefs event name; NULL likewise */
	int ncols;          /* columns after ts and cpu */
	struct col_def cols[EVMAP_MAX_COLS];
};

enum {
	TBL_SCHED_SWITCH,
	TBL_SCHED_WAKING,
	TBL_SCHED_WAKEUP,
	TBL_SCHED_WAKEUP_NEW,
	TBL_SCHED_MIGRATE_TASK,
	TBL_SCHED_PROCESS_FORK,
	TBL_SCHED_PROCESS_EXEC,
	TBL_SCHED_PROCESS_EXIT,
	TBL_CPU_FREQUENCY,
	TBL_CPU_FREQUENCY_LIMITS,
	TBL_CPU_IDLE,
	TBL_AMD_PSTATE_PERF,
	TBL_AMD_PSTATE_EPP_PERF,
	TBL_PSTATE_SAMPLE,
	TBL_WQ_QUEUE_WORK,
	TBL_WQ_ACTIVATE_WORK,
	TBL_WQ_EXECUTE_START,
	TBL_WQ_EXECUTE_END,
	TBL_KT_QUEUE_WORK,
	TBL_KT_EXECUTE_START,
	TBL_KT_EXECUTE_END,
	NR_EVENT_TABLES, /* the tracepoints above; then the tables of any event */
	TBL_MARKER = NR_EVENT_TABLES, /* ftrace:print, bprint, bputs: pid, kind, text */
	TBL_EVENT, /* any other event: pid, name, fields (JSON), system */
	NR_TABLES,
};

/*
 * The event tables, indexed by TBL_*, in the schema's order (the report
 * lists them so); the tracepoints' order is also `record`'s enable order.
 * TBL_MARKER and TBL_EVENT have no system or event: no tracepoint maps to
 * them by name, and their columns are filled in the order listed.
 */
extern const struct table_def evmap_tables[NR_TABLES];

/**
 * evmap_find - the table for an event
 * @system: tracefs system, or NULL when the source does not say (ftrace text)
 * @event: event name
 * Return: TBL_* index, or -1 when the event is not mapped (it goes to `event`).
 */
int evmap_find(const char *system, const char *event);

/* evmap_find_n - evmap_find() for a name that is not NUL-terminated (text) */
int evmap_find_n(const char *event, int len);

/**
 * evmap_state_letters - prev_state bits as the kernel (>= 4.14) prints them
 * @state: the raw prev_state value
 * @buf: at least 32 bytes
 * Return: @buf ("R", "S", "D|K", "R+", ...).
 */
const char *evmap_state_letters(long long state, char *buf);

/**
 * evmap_state_letters_release - prev_state bits as the sched_switch print
 * format of kernel @release ("4.9.112-android") prints them: the state
 * letters, and the preempt bit as "+" (1024 on 3.9 to 4.1, 4096 on 4.8 to
 * 4.14, 0x100 from 4.15; 64 is "x", 16 "Z" and 32 "X" before 4.14); bits
 * with no letter as "0x..."
 * @buf: at least 48 bytes
 * Return: @buf, or NULL when @release is no version this knows (before 3.0).
 */
const char *evmap_state_letters_release(long long state, const char *release, char *buf);

/**
 * evmap_column - a column of a table, by name, as perf reads a tracepoint
 * field: look it up once, then use the index
 * @tbl: TBL_*
 * @name: the column's name in the schema
 * Return: the index in evmap_tables[@tbl].cols, or -1 when the table has no
 * such column (ts, cpu and seq_gap, which every event table has, are not in cols).
 */
int evmap_column(int tbl, const char *name);

/* evmap_sql_type - the schema's type of a column of @kind: "INTEGER" or "TEXT" */
const char *evmap_sql_type(enum col_kind kind);

/* evmap_table_name - the table of @tbl's rows in a database of schema
 * version @schema: store (2), or the name (1) */
const char *evmap_table_name(int tbl, int schema);

/* evmap_first_field - the first of @fields ('|'-separated) into @buf: a
 * COL_TASK's version-1 column names are the first of fields and pid_fields */
const char *evmap_first_field(const char *fields, char *buf, size_t size);

#endif
