/* SPDX-License-Identifier: GPL-2.0 */
/*
 * evmap - the one event-to-row mapping.
 *
 * Every source (live ring buffers, trace.dat, ftrace text) turns an event into
 * a row of the schema through the tables below: which table an event goes to,
 * and which field (by the kernel's field name, or the name a kernel version
 * printed it under) fills each column.  The sources differ only in how a field
 * is read (binary record or key=value text).
 */
#ifndef PT_EVMAP_H
#define PT_EVMAP_H

#include <stdint.h>

#define EVMAP_MAX_COLS 16

enum col_kind {
	COL_INT,   /* number; text may say true/false, decimal, or 0x hex */
	COL_STR,   /* char[] or __data_loc string */
	COL_SYM,   /* pointer to a kernel function: stored as its symbol name */
	COL_STATE, /* sched_switch prev_state: stored as the kernel's letters */
	COL_PID,   /* common_pid: the task that emitted the event */
	COL_PTR,   /* a pointer: a number; text prints it in hex, %p without 0x */
};

struct col_def {
	const char *name;   /* column in the schema */
	const char *fields; /* field names that fill it, '|'-separated, first = current kernel */
	enum col_kind kind;
};

/* Where a (pid, comm) pair of a row is, for the task table: column indexes. */
struct task_cols {
	int8_t comm;
	int8_t pid;
};

struct table_def {
	const char *table;  /* schema table */
	const char *system; /* tracefs system */
	const char *event;  /* tracefs event name */
	int ncols;          /* columns after ts and cpu */
	struct col_def cols[EVMAP_MAX_COLS];
	struct task_cols tasks[2]; /* comm < 0: unused */
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
	TBL_PSTATE_SAMPLE,
	TBL_AMD_PSTATE_PERF,
	TBL_AMD_PSTATE_EPP_PERF,
	TBL_WQ_QUEUE_WORK,
	TBL_WQ_ACTIVATE_WORK,
	TBL_WQ_EXECUTE_START,
	TBL_WQ_EXECUTE_END,
	TBL_KT_QUEUE_WORK,
	TBL_KT_EXECUTE_START,
	TBL_KT_EXECUTE_END,
	NR_EVENT_TABLES,
};

/* The mapped events, indexed by TBL_*; the order is also `record`'s enable order. */
extern const struct table_def evmap_tables[NR_EVENT_TABLES];

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

/* Markers (ftrace:print, ftrace:bprint) and generic events have fixed layouts. */
#define MARKER_COLS 3 /* pid, kind, text */
#define EVENT_COLS 4  /* pid, name, fields, system */

#endif
