// SPDX-License-Identifier: GPL-2.0
/*
 * stream.c - k-way merge of per-table cursors on seq, with a binary heap.
 * Each cursor's query is built from its view: the columns it names, looked
 * up in the catalogue, in the order the view reads them.  A cursor reads
 * its table in rowid order, sums seq_gap into seq and leaves out the rows
 * outside the window; task and prev_state ids are looked up in the task and
 * sched_state tables, read into memory once.  A database of schema version
 * 1 is read through the same views: its tables under the events' names, a
 * comm and a pid column for each task column, prev_state as text, seq.
 */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "msg.h"
#include "pass/intmap.h"
#include "pass/queries.h"
#include "pass/stream.h"
#include "strbuf.h"

_Static_assert(NR_TABLES <= 32, "EV_HAS() sets are 32 bits");

static const char *col_text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);

	return t ? (const char *)t : "";
}

/* not_int - column @i is no integer: NULL, or (counted in @bad) text, a
 * real or a blob, which an INTEGER column of ours never holds (the import
 * stores NULL for a value it cannot store as what it is): read as NULL,
 * never as the number SQLite would make of it */
static int not_int(sqlite3_stmt *st, int i, uint64_t *bad)
{
	int type = sqlite3_column_type(st, i);

	if (type == SQLITE_INTEGER)
		return 0;
	*bad += type != SQLITE_NULL;
	return 1;
}

static int64_t col_num(sqlite3_stmt *st, int i, uint64_t *bad)
{
	return not_int(st, i, bad) ? NULL_NUM : sqlite3_column_int64(st, i);
}

/* col_int - an int column; no integer: @dflt; one outside int's range: -1
 * (a pid, a CPU), not its low 32 bits */
static int col_int(sqlite3_stmt *st, int i, int dflt, uint64_t *bad)
{
	int64_t v;

	if (not_int(st, i, bad))
		return dflt;
	v = sqlite3_column_int64(st, i);
	return v < INT_MIN || v > INT_MAX ? -1 : (int)v;
}

/* What a row is read with: the layout, and the tables ids point into. */
struct rd {
	int v1;               /* schema version 1: comm and pid, prev_state text */
	struct intmap *tasks; /* task id -> struct task_name */
	struct intmap *states; /* sched_state id -> offset in names */
	struct strbuf names;  /* the comms and states, NUL-terminated */
	uint64_t *bad;        /* values_invalid */
};

struct task_name {
	size_t comm; /* offset in names; (size_t)-1: NULL */
	int pid;     /* -1: NULL, or no pid */
};

/* read_task - task column @i (v1: comm @i, pid @i + 1) into @comm, @pid; the
 * number of columns it takes.  An id the task table has not: "", -1, counted. */
static int read_task(const struct rd *rd, sqlite3_stmt *st, int i, const char **comm, int *pid)
{
	const struct task_name *t;

	if (rd->v1) {
		*comm = col_text(st, i);
		*pid = col_int(st, i + 1, -1, rd->bad);
		return 2;
	}
	*comm = "";
	*pid = -1;
	if (not_int(st, i, rd->bad))
		return 1;
	t = intmap_get(rd->tasks, (uint64_t)sqlite3_column_int64(st, i));
	if (!t) {
		(*rd->bad)++;
		return 1;
	}
	if (t->comm != (size_t)-1)
		*comm = rd->names.buf + t->comm;
	*pid = t->pid;
	return 1;
}

/* read_state - the prev_state column @i: its text (v1), or that of its id */
static const char *read_state(const struct rd *rd, sqlite3_stmt *st, int i)
{
	const size_t *off;

	if (rd->v1)
		return col_text(st, i);
	if (not_int(st, i, rd->bad))
		return "";
	off = intmap_get(rd->states, (uint64_t)sqlite3_column_int64(st, i));
	if (!off) {
		(*rd->bad)++;
		return "";
	}
	return rd->names.buf + *off;
}

/*
 * The views: which column of a table fills which member of struct ev, the
 * column by its name in the catalogue.  A view is written once, as a list
 * of these, and expanded twice: into the names its query selects, in this
 * order, and into the function that fills an event from a row of it (the
 * i-th column named is the query's (3 + i)-th, after seq, ts and cpu).
 *   T(col, member)        text; NULL: ""
 *   I(col, member, dflt)  int; NULL: dflt
 *   N(col, member)        int64_t; NULL: NULL_NUM
 *   C(col, member)        int; NULL: the row's cpu (a cpu_id the event leaves out)
 *   K(member, value)      no column: always value
 *   P(member, from)       no column: the member from, read before it
 *   TK(col, comm, pid)    a task: its comm (NULL: "") and pid (NULL: -1)
 *   S(col, member)        prev_state: its text (NULL: "")
 */
#define SWITCH_VIEW(T, I, N, C, K, P, TK, S)                                               \
	TK("prev_task", sw.prev_comm, sw.prev_pid)                                         \
	I("prev_prio", sw.prev_prio, 0)                                                    \
	S("prev_state", sw.prev_state)                                                     \
	TK("next_task", sw.next_comm, sw.next_pid)                                         \
	I("next_prio", sw.next_prio, 0)                                                    \
	P(pid, sw.prev_pid) /* the task switching out emits it */
#define WAKE_VIEW(T, I, N, C, K, P, TK, S)                                                 \
	I("waker_pid", pid, -1)                                                            \
	TK("task", wake.comm, wake.pid)                                                    \
	I("prio", wake.prio, 0)                                                            \
	I("target_cpu", wake.target_cpu, -1)
#define FORK_VIEW(T, I, N, C, K, P, TK, S)                                                 \
	TK("parent_task", fork.parent_comm, fork.parent_pid)                               \
	TK("child_task", fork.child_comm, fork.child_pid)
#define FREQ_VIEW(T, I, N, C, K, P, TK, S)                                                 \
	I("pid", pid, -1)                                                                  \
	N("state", freq.state)                                                             \
	C("cpu_id", freq.cpu_id)
#define IDLE_VIEW(T, I, N, C, K, P, TK, S)                                                 \
	N("state", freq.state)                                                             \
	C("cpu_id", freq.cpu_id)
#define AMD_VIEW(T, I, N, C, K, P, TK, S)                                                  \
	I("pid", pid, -1)                                                                  \
	N("min_perf", amd.min_perf)                                                        \
	N("target_perf", amd.target_perf)                                                  \
	N("capacity", amd.capacity)                                                        \
	N("freq", amd.freq)                                                                \
	N("mperf", amd.mperf)                                                              \
	N("aperf", amd.aperf)                                                              \
	N("tsc", amd.tsc)                                                                  \
	C("cpu_id", amd.cpu_id)                                                            \
	I("fast_switch", amd.fast_switch, -1)
#define PSTATE_VIEW(T, I, N, C, K, P, TK, S)                                               \
	I("pid", pid, -1)                                                                  \
	N("from", pstate.from)                                                             \
	N("to", pstate.to)                                                                 \
	N("mperf", pstate.mperf)                                                           \
	N("aperf", pstate.aperf)                                                           \
	N("tsc", pstate.tsc)                                                               \
	N("freq", pstate.freq)                                                             \
	N("core_busy", pstate.core_busy)
#define EPP_VIEW(T, I, N, C, K, P, TK, S)                                                  \
	N("epp", epp.epp)                                                                  \
	N("min_perf", epp.min_perf)                                                        \
	N("max_perf", epp.max_perf)                                                        \
	N("highest_perf", epp.highest_perf)                                                \
	C("cpu_id", epp.cpu_id)
#define QUEUE_VIEW(T, I, N, C, K, P, TK, S)                                                \
	I("pid", pid, -1)                                                                  \
	N("work", work.work)                                                               \
	T("function", work.function)                                                       \
	I("target_cpu", work.target_cpu, -1)
#define WORK_VIEW(T, I, N, C, K, P, TK, S)                                                 \
	I("pid", pid, -1)                                                                  \
	N("work", work.work)                                                               \
	T("function", work.function)                                                       \
	K(work.target_cpu, -1)

/* the names a view selects (the catalogue's, schema version 2) */
#define NAME_2(col, member) col,
#define NAME_3(col, member, dflt) col,
#define NO_COL(member, x)
#define VIEW_COLS(VIEW) VIEW(NAME_2, NAME_3, NAME_2, NAME_2, NO_COL, NO_COL, NAME_3, NAME_2)

/* the function that fills an event from a row of a view's query */
#define READ_T(col, member) ev->member = col_text(st, 3 + i++);
#define READ_I(col, member, dflt) ev->member = col_int(st, 3 + i++, dflt, rd->bad);
#define READ_N(col, member) ev->member = col_num(st, 3 + i++, rd->bad);
#define READ_C(col, member) ev->member = col_int(st, 3 + i++, ev->cpu, rd->bad);
#define READ_K(member, value) ev->member = (value);
#define READ_P(member, from) ev->member = ev->from;
#define READ_TK(col, comm, pid) i += read_task(rd, st, 3 + i, &ev->comm, &ev->pid);
#define READ_S(col, member) ev->member = read_state(rd, st, 3 + i++);
#define VIEW_FILL(name, VIEW)                                                              \
	static void fill_##name(struct ev *ev, sqlite3_stmt *st, const struct rd *rd)      \
	{                                                                                  \
		int i = 0;                                                                 \
		VIEW(READ_T, READ_I, READ_N, READ_C, READ_K, READ_P, READ_TK, READ_S)      \
		(void)i;                                                                   \
		(void)rd;                                                                  \
	}                                                                                  \
	static const char *const name##_cols[] = { VIEW_COLS(VIEW) };

VIEW_FILL(switch, SWITCH_VIEW)
VIEW_FILL(wake, WAKE_VIEW)
VIEW_FILL(fork, FORK_VIEW)
VIEW_FILL(freq, FREQ_VIEW)
VIEW_FILL(idle, IDLE_VIEW)
VIEW_FILL(amd, AMD_VIEW)
VIEW_FILL(pstate, PSTATE_VIEW)
VIEW_FILL(epp, EPP_VIEW)
VIEW_FILL(queue, QUEUE_VIEW)
VIEW_FILL(work, WORK_VIEW)

/* The tables struct ev has a view of. */
static const struct view {
	const char *const *cols;
	int ncols;
	void (*fill)(struct ev *ev, sqlite3_stmt *st, const struct rd *rd);
} views[NR_TABLES] = {
#define VIEW(name) { name##_cols, (int)(sizeof(name##_cols) / sizeof(name##_cols[0])), fill_##name }
	[TBL_SCHED_SWITCH] = VIEW(switch),
	[TBL_SCHED_WAKING] = VIEW(wake),
	[TBL_SCHED_WAKEUP] = VIEW(wake),
	[TBL_SCHED_PROCESS_FORK] = VIEW(fork),
	[TBL_CPU_FREQUENCY] = VIEW(freq),
	[TBL_CPU_IDLE] = VIEW(idle),
	[TBL_AMD_PSTATE_PERF] = VIEW(amd),
	[TBL_PSTATE_SAMPLE] = VIEW(pstate),
	[TBL_AMD_PSTATE_EPP_PERF] = VIEW(epp),
	[TBL_WQ_QUEUE_WORK] = VIEW(queue),
	[TBL_WQ_EXECUTE_START] = VIEW(work),
	[TBL_WQ_EXECUTE_END] = VIEW(work),
	[TBL_KT_QUEUE_WORK] = VIEW(work),
	[TBL_KT_EXECUTE_START] = VIEW(work),
	[TBL_KT_EXECUTE_END] = VIEW(work),
#undef VIEW
};

struct cursor {
	int tbl;
	sqlite3_stmt *st;
	const struct view *v;
	int live;
	int64_t seq; /* the sum of seq_gap up to the row it is on */
};

struct stream {
	struct rd rd;
	int64_t from, to; /* the window */
	struct cursor cur[NR_TABLES];
	int64_t seq[NR_TABLES]; /* of the row each cursor is on: the heap's keys */
	int heap[NR_TABLES];
	int n;
	int last; /* cursor returned last, to step before the next pick; -1 */
	int err;
	uint64_t values_invalid; /* numeric columns holding no integer, read as NULL */
};

/* exists - @sql gives a row: 1, 0; -1 when it cannot be run (said, of @what) */
static int exists(sqlite3 *db, const char *sql, const char *what)
{
	sqlite3_stmt *st;
	int rc;

	st = db_prepare(db, sql);
	if (!st)
		return -1;
	rc = sqlite3_step(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_error(db, what);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int stream_has_rows(sqlite3 *db, int tbl)
{
	int schema = db_schema(db);
	char sql[128];

	if (schema < 0)
		return -1;
	snprintf(sql, sizeof(sql), Q_HAS_ROWS, evmap_table_name(tbl, schema));
	return exists(db, sql, evmap_table_name(tbl, schema));
}

int stream_has_pair(sqlite3 *db, int tbl, const char *col)
{
	int schema = db_schema(db);
	char sql[192];

	if (schema < 0)
		return -1;
	snprintf(sql, sizeof(sql), Q_HAS_PAIR, evmap_table_name(tbl, schema), col);
	return exists(db, sql, evmap_table_name(tbl, schema));
}

int stream_has_msr_samples(sqlite3 *db)
{
	return exists(db, Q_HAS_MSR_SAMPLES, "counter_sample");
}

/*
 * prepare - the query of cursor @c: the columns its view names, each
 * looked up in the catalogue, selected in the view's order.  0, or -1
 * (message printed).
 */
/* add_col - ", col" to @cols, quoted when it is an SQL keyword */
static void add_col(struct strbuf *cols, const char *col)
{
	if (sqlite3_keyword_check(col, (int)strlen(col)))
		sb_printf(cols, ", \"%s\"", col);
	else
		sb_printf(cols, ", %s", col);
}

static int prepare(sqlite3 *db, struct cursor *c, int v1)
{
	const struct table_def *d = &evmap_tables[c->tbl];
	struct strbuf cols = STRBUF_INIT, sql = STRBUF_INIT;
	char name[64];
	int i, k;

	for (i = 0; i < c->v->ncols; i++) {
		const char *col = c->v->cols[i];

		k = evmap_column(c->tbl, col);
		if (k < 0) {
			pt_err("stream: the catalogue has no column %s in %s", col, d->table);
			sb_free(&cols);
			return -1;
		}
		if (v1 && d->cols[k].kind == COL_TASK) {
			add_col(&cols, evmap_first_field(d->cols[k].fields, name, sizeof(name)));
			add_col(&cols, evmap_first_field(d->cols[k].pid_fields, name, sizeof(name)));
		} else {
			add_col(&cols, col);
		}
	}
	sb_printf(&sql, v1 ? Q_EVENTS_V1 : Q_EVENTS, sb_cstr(&cols), evmap_table_name(c->tbl, v1 ? 1 : 2));
	sb_free(&cols);
	c->st = sql.oom ? NULL : db_prepare(db, sb_cstr(&sql));
	sb_free(&sql);
	return c->st ? 0 : -1;
}

/* in_window - the row @st is on has its ts in the window, or no time at all */
static int in_window(const struct stream *s, sqlite3_stmt *st)
{
	int64_t ts = sqlite3_column_int64(st, 1);

	if (sqlite3_column_type(st, 1) != SQLITE_INTEGER || ts < 0)
		return 1;
	return ts >= s->from && ts <= s->to;
}

/* step - move cursor @c to its next row in the window; 0, or -1 on error */
static int step(struct stream *s, struct cursor *c)
{
	int rc;

	while ((rc = sqlite3_step(c->st)) == SQLITE_ROW) {
		if (s->rd.v1) {
			c->seq = sqlite3_column_int64(c->st, 0);
		} else if (!not_int(c->st, 0, &s->values_invalid)) {
			/* an edited gap may be anything: wrapped, never undefined */
			c->seq = (int64_t)((uint64_t)c->seq +
					   (uint64_t)sqlite3_column_int64(c->st, 0));
		}
		if (in_window(s, c->st)) {
			s->seq[c->tbl] = c->seq;
			return 0;
		}
	}
	c->live = 0;
	if (rc != SQLITE_DONE) {
		db_error(sqlite3_db_handle(c->st), evmap_tables[c->tbl].table);
		s->err = 1;
		return -1;
	}
	return 0;
}

static int less(struct stream *s, int a, int b)
{
	return s->seq[s->heap[a]] < s->seq[s->heap[b]];
}

static void sift_down(struct stream *s, int i)
{
	for (;;) {
		int l = 2 * i + 1, m = i, t;

		if (l < s->n && less(s, l, m))
			m = l;
		if (l + 1 < s->n && less(s, l + 1, m))
			m = l + 1;
		if (m == i)
			return;
		t = s->heap[i];
		s->heap[i] = s->heap[m];
		s->heap[m] = t;
		i = m;
	}
}

/* read_names - the task and sched_state tables into @rd; 0, or -1 (said) */
static int read_names(sqlite3 *db, struct rd *rd)
{
	static const char *const sql[2] = { Q_TASK_NAMES, Q_STATE_NAMES };
	int k, rc = SQLITE_DONE;

	rd->tasks = intmap_new(sizeof(struct task_name));
	rd->states = intmap_new(sizeof(size_t));
	if (!rd->tasks || !rd->states) {
		pt_err("stream: out of memory");
		return -1;
	}
	for (k = 0; k < 2 && rc == SQLITE_DONE; k++) {
		sqlite3_stmt *st = db_prepare(db, sql[k]);

		if (!st)
			return -1;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			const char *text = (const char *)sqlite3_column_text(st, 1 + !k);
			size_t off = text ? rd->names.len : (size_t)-1;
			int inserted;

			if (not_int(st, 0, rd->bad))
				continue; /* no id: nothing can point at it */
			if (text)
				sb_add(&rd->names, text, strlen(text) + 1);
			if (k == 0) {
				struct task_name *t = intmap_put(rd->tasks,
								 (uint64_t)sqlite3_column_int64(st, 0),
								 &inserted);

				if (!t)
					break;
				t->comm = off;
				t->pid = col_int(st, 1, -1, rd->bad);
			} else {
				size_t *o = intmap_put(rd->states, (uint64_t)sqlite3_column_int64(st, 0),
						       &inserted);

				if (!o)
					break;
				*o = off;
			}
		}
		if (rc != SQLITE_DONE && rc != SQLITE_ROW)
			db_error(db, k ? "sched_state" : "task");
		else if (rc == SQLITE_ROW || rd->names.oom)
			pt_err("stream: out of memory");
		sqlite3_finalize(st);
	}
	return rc == SQLITE_DONE && !rd->names.oom ? 0 : -1;
}

struct stream *stream_open(sqlite3 *db, unsigned int tables, uint64_t from_ts, uint64_t to_ts)
{
	struct stream *s = calloc(1, sizeof(*s));
	int t, schema;

	if (!s)
		return NULL;
	s->last = -1;
	s->rd.bad = &s->values_invalid;
	s->from = (int64_t)from_ts;
	s->to = to_ts > INT64_MAX ? INT64_MAX : (int64_t)to_ts;
	schema = db_schema(db);
	s->rd.v1 = schema == 1;
	if (schema < 0 || (!s->rd.v1 && read_names(db, &s->rd) < 0)) {
		stream_close(s);
		return NULL;
	}
	for (t = 0; t < NR_TABLES; t++) {
		struct cursor *c = &s->cur[t];

		c->tbl = t;
		c->v = &views[t];
		if (!(tables & EV_HAS(t)))
			continue;
		if (!c->v->fill) {
			pt_err("stream: no view of %s", evmap_tables[t].table);
			stream_close(s);
			return NULL;
		}
		if (prepare(db, c, s->rd.v1) < 0) {
			stream_close(s);
			return NULL;
		}
		c->live = 1;
		if (step(s, c) < 0) {
			stream_close(s);
			return NULL;
		}
		if (c->live)
			s->heap[s->n++] = t;
	}
	for (t = s->n / 2 - 1; t >= 0; t--)
		sift_down(s, t);
	return s;
}

/* fill - the event from the cursor's current row, through its view */
static void fill(struct stream *s, struct cursor *c, struct ev *ev)
{
	sqlite3_stmt *st = c->st;

	memset(ev, 0, sizeof(*ev));
	ev->type = c->tbl;
	ev->seq = s->seq[c->tbl];
	ev->ts = (uint64_t)sqlite3_column_int64(st, 1);
	ev->ts_invalid = sqlite3_column_type(st, 1) != SQLITE_INTEGER ||
			 sqlite3_column_int64(st, 1) < 0;
	ev->cpu = col_int(st, 2, -1, &s->values_invalid);
	ev->pid = -1;
	c->v->fill(ev, st, &s->rd);
}

int stream_next(struct stream *s, struct ev *ev)
{
	if (s->last >= 0) {
		struct cursor *c = &s->cur[s->heap[0]];

		if (step(s, c) < 0)
			return -1;
		if (!c->live)
			s->heap[0] = s->heap[--s->n];
		if (s->n)
			sift_down(s, 0);
	}
	if (!s->n)
		return 0;
	s->last = s->heap[0];
	fill(s, &s->cur[s->heap[0]], ev);
	return 1;
}

uint64_t stream_values_invalid(const struct stream *s)
{
	return s->values_invalid;
}

void stream_close(struct stream *s)
{
	int t;

	if (!s)
		return;
	for (t = 0; t < NR_TABLES; t++)
		sqlite3_finalize(s->cur[t].st);
	intmap_free(s->rd.tasks);
	intmap_free(s->rd.states);
	sb_free(&s->rd.names);
	free(s);
}
