/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stream - a run's events in trace order, one at a time.
 *
 * One cursor per table, each in seq order (the trace's global order, see
 * schema/pstate.sql), merged on seq: memory is a row per table, whatever
 * the size of the run.  The tables and their columns are the catalogue's
 * (lib/evmap.h): each query is built from it, the columns named there and
 * read by name, resolved once per query (queries.h has the statement).
 */
#ifndef PT_STREAM_H
#define PT_STREAM_H

#include <stdint.h>
#include <sqlite3.h>
#include "evmap.h"

/* a set of tables to stream: EV_HAS(TBL_SCHED_SWITCH) | ... */
#define EV_HAS(tbl) (1u << (tbl))

#define NULL_NUM INT64_MIN /* a NULL column */

/* One event; strings are valid until the next stream_next(). */
struct ev {
	int type; /* the table: TBL_* */
	int64_t seq;
	uint64_t ts;
	int ts_invalid; /* ts is NULL, not an integer, or negative: no time at all */
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
		} wake; /* sched_waking and sched_wakeup */
		struct {
			const char *parent_comm, *child_comm;
			int parent_pid, child_pid;
		} fork;
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
			int64_t epp, min_perf, max_perf, highest_perf;
			int cpu_id;
		} epp; /* amd_pstate_epp_perf: the policy of active mode */
		struct {
			int64_t work;
			const char *function;
			int target_cpu; /* queue_work of a workqueue: where it runs; -1 */
		} work; /* workqueue and kthread work items */
	};
};

struct stream;

/**
 * stream_open - the events of @tables between @from_ts and @to_ts (inclusive),
 * and those whose ts is no time (ev.ts_invalid), wherever they are
 * @tables: EV_HAS() of each table, of those struct ev has a view of
 * Return: the stream, or NULL (message printed).
 */
struct stream *stream_open(sqlite3 *db, unsigned int tables, uint64_t from_ts, uint64_t to_ts);

/* stream_next - the next event; 1, 0 at the end, -1 on an SQLite error (printed) */
int stream_next(struct stream *s, struct ev *ev);

/* stream_values_invalid - the values read so far that a numeric column
 * should not hold (text, a real, a blob: an edited database), read as NULL */
uint64_t stream_values_invalid(const struct stream *s);

void stream_close(struct stream *s);

/* stream_has_rows - table @tbl (TBL_*) has at least one row: 1, 0; -1 when
 * it cannot be read (said) */
int stream_has_rows(sqlite3 *db, int tbl);
/* stream_has_pair - a value of column @col (a CPU) has two rows of table
 * @tbl: 1, 0; -1 when the query fails (said) */
int stream_has_pair(sqlite3 *db, int tbl, const char *col);
/* stream_has_msr_samples - counter_sample holds msr/aperf, mperf or tsc
 * readings: 1, 0; -1 (said) */
int stream_has_msr_samples(sqlite3 *db);

#endif
