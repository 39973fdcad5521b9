/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stream - a run's events in trace order, one at a time.
 *
 * One cursor per table, each in seq order (the trace's global order, see
 * schema/pstate.sql), merged on seq: memory is a row per table, whatever
 * the size of the run.  The SQL is in queries.h.
 */
#ifndef PT_STREAM_H
#define PT_STREAM_H

#include <stdint.h>
#include <sqlite3.h>

enum ev_type {
	EV_SWITCH,
	EV_WAKING, /* sched_waking */
	EV_WAKEUP, /* sched_wakeup */
	EV_FORK,
	EV_EXIT,
	EV_FREQ,     /* cpu_frequency */
	EV_AMD_PERF, /* amd_pstate_perf */
	EV_PSTATE,   /* pstate_sample */
	EV_IDLE,     /* cpu_idle */
	EV_WQ_QUEUE,
	EV_WQ_START,
	EV_WQ_END,
	EV_KT_QUEUE,
	EV_KT_START,
	EV_KT_END,
	NR_EV_TYPES,
};

#define EV_HAS(type) (1u << (type))
#define EV_ALL ((1u << NR_EV_TYPES) - 1)

#define NULL_NUM INT64_MIN /* a NULL column */

/* One event; strings are valid until the next stream_next(). */
struct ev {
	enum ev_type type;
	int64_t seq;
	uint64_t ts;
	int cpu;
	int pid; /* the emitting task (common_pid); -1 when unknown */
	union {
		struct {
			const char *prev_comm, *next_comm, *prev_state;
			int prev_pid, next_pid, prev_prio, next_prio;
		} sw;
		struct {
			const char *comm;
			int pid, prio, target_cpu;
		} wake; /* EV_WAKING and EV_WAKEUP */
		struct {
			const char *child_comm;
			int parent_pid, child_pid;
		} fork;
		struct {
			int pid;
		} exit;
		struct {
			int64_t state;
			int cpu_id;
		} freq; /* cpu_frequency and cpu_idle */
		struct {
			int64_t min_perf, target_perf, capacity, freq, mperf, aperf, tsc;
			int cpu_id;
			int fast_switch; /* -1 unknown */
		} amd;
		struct {
			int64_t from, to, mperf, aperf, tsc, freq, core_busy;
		} pstate;
		struct {
			int64_t work;
			const char *function;
			int target_cpu; /* queue_work of a workqueue: where it runs; -1 */
		} work;
	};
};

struct stream;

/**
 * stream_open - the events of @types between @from_ts and @to_ts (inclusive)
 * Return: the stream, or NULL (message printed).
 */
struct stream *stream_open(sqlite3 *db, unsigned int types, uint64_t from_ts, uint64_t to_ts);

/* stream_next - the next event; 1, 0 at the end, -1 on an SQLite error (printed) */
int stream_next(struct stream *s, struct ev *ev);

void stream_close(struct stream *s);

/* stream_has_rows - @table has at least one row */
int stream_has_rows(sqlite3 *db, const char *table);

#endif
