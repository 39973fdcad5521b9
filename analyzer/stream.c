// SPDX-License-Identifier: GPL-2.0
/*
 * stream.c - k-way merge of per-table cursors on seq, with a binary heap.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "msg.h"
#include "queries.h"
#include "stream.h"
#include "strbuf.h"

_Static_assert(NR_TABLES <= 32, "EV_HAS() sets are 32 bits");

/*
 * How a column of a row becomes a member of struct ev: the column by its
 * name in the catalogue, the member by its offset.  A binding without a
 * column sets its member to dflt on every row.
 */
enum bind_kind {
	B_TEXT, /* const char *; NULL: "" */
	B_INT,  /* int; NULL: dflt */
	B_NUM,  /* int64_t; NULL: NULL_NUM */
	B_CPU,  /* int; NULL: the row's cpu (a cpu_id the event leaves out) */
};

struct bind {
	const char *col;
	size_t off;
	enum bind_kind kind;
	int dflt;
};

#define BIND(col, member, kind, dflt) { col, offsetof(struct ev, member), kind, dflt }
#define MAX_BINDS 16

static const struct bind switch_binds[] = {
	BIND("prev_comm", sw.prev_comm, B_TEXT, 0),
	BIND("prev_pid", sw.prev_pid, B_INT, -1),
	BIND("prev_prio", sw.prev_prio, B_INT, 0),
	BIND("prev_state", sw.prev_state, B_TEXT, 0),
	BIND("next_comm", sw.next_comm, B_TEXT, 0),
	BIND("next_pid", sw.next_pid, B_INT, -1),
	BIND("next_prio", sw.next_prio, B_INT, 0),
	BIND("prev_pid", pid, B_INT, -1), /* the task switching out emits it */
};
static const struct bind wake_binds[] = {
	BIND("waker_pid", pid, B_INT, -1),
	BIND("comm", wake.comm, B_TEXT, 0),
	BIND("pid", wake.pid, B_INT, -1),
	BIND("prio", wake.prio, B_INT, 0),
	BIND("target_cpu", wake.target_cpu, B_INT, -1),
};
static const struct bind fork_binds[] = {
	BIND("parent_pid", fork.parent_pid, B_INT, -1),
	BIND("child_comm", fork.child_comm, B_TEXT, 0),
	BIND("child_pid", fork.child_pid, B_INT, -1),
};
static const struct bind freq_binds[] = {
	BIND("pid", pid, B_INT, -1),
	BIND("state", freq.state, B_NUM, 0),
	BIND("cpu_id", freq.cpu_id, B_CPU, 0),
};
static const struct bind idle_binds[] = {
	BIND("state", freq.state, B_NUM, 0),
	BIND("cpu_id", freq.cpu_id, B_CPU, 0),
};
static const struct bind amd_binds[] = {
	BIND("pid", pid, B_INT, -1),
	BIND("min_perf", amd.min_perf, B_NUM, 0),
	BIND("target_perf", amd.target_perf, B_NUM, 0),
	BIND("capacity", amd.capacity, B_NUM, 0),
	BIND("freq", amd.freq, B_NUM, 0),
	BIND("mperf", amd.mperf, B_NUM, 0),
	BIND("aperf", amd.aperf, B_NUM, 0),
	BIND("tsc", amd.tsc, B_NUM, 0),
	BIND("cpu_id", amd.cpu_id, B_CPU, 0),
	BIND("fast_switch", amd.fast_switch, B_INT, -1),
};
static const struct bind pstate_binds[] = {
	BIND("pid", pid, B_INT, -1),
	BIND("from", pstate.from, B_NUM, 0),
	BIND("to", pstate.to, B_NUM, 0),
	BIND("mperf", pstate.mperf, B_NUM, 0),
	BIND("aperf", pstate.aperf, B_NUM, 0),
	BIND("tsc", pstate.tsc, B_NUM, 0),
	BIND("freq", pstate.freq, B_NUM, 0),
	BIND("core_busy", pstate.core_busy, B_NUM, 0),
};
static const struct bind queue_binds[] = {
	BIND("pid", pid, B_INT, -1),
	BIND("work", work.work, B_NUM, 0),
	BIND("function", work.function, B_TEXT, 0),
	BIND("target_cpu", work.target_cpu, B_INT, -1),
};
static const struct bind work_binds[] = {
	BIND("pid", pid, B_INT, -1),
	BIND("work", work.work, B_NUM, 0),
	BIND("function", work.function, B_TEXT, 0),
	BIND(NULL, work.target_cpu, B_INT, -1),
};

/* The tables struct ev has a view of, and the columns each view reads. */
static const struct view {
	const struct bind *b;
	int n;
} views[NR_TABLES] = {
#define VIEW(binds) { binds, (int)(sizeof(binds) / sizeof(binds[0])) }
	[TBL_SCHED_SWITCH] = VIEW(switch_binds),
	[TBL_SCHED_WAKING] = VIEW(wake_binds),
	[TBL_SCHED_WAKEUP] = VIEW(wake_binds),
	[TBL_SCHED_PROCESS_FORK] = VIEW(fork_binds),
	[TBL_CPU_FREQUENCY] = VIEW(freq_binds),
	[TBL_CPU_IDLE] = VIEW(idle_binds),
	[TBL_AMD_PSTATE_PERF] = VIEW(amd_binds),
	[TBL_PSTATE_SAMPLE] = VIEW(pstate_binds),
	[TBL_WQ_QUEUE_WORK] = VIEW(queue_binds),
	[TBL_WQ_EXECUTE_START] = VIEW(work_binds),
	[TBL_WQ_EXECUTE_END] = VIEW(work_binds),
	[TBL_KT_QUEUE_WORK] = VIEW(work_binds),
	[TBL_KT_EXECUTE_START] = VIEW(work_binds),
	[TBL_KT_EXECUTE_END] = VIEW(work_binds),
#undef VIEW
};

struct cursor {
	int tbl;
	const struct view *v;
	int pos[MAX_BINDS]; /* the result column of each binding; -1: none */
	sqlite3_stmt *st;
	int64_t seq; /* of the row the statement is on */
	int live;
};

struct stream {
	struct cursor cur[NR_TABLES];
	int heap[NR_TABLES];
	int n;
	int last; /* cursor returned last, to step before the next pick; -1 */
	int err;
};

int stream_has_rows(sqlite3 *db, int tbl)
{
	char sql[128];
	sqlite3_stmt *st;
	int has = 0;

	snprintf(sql, sizeof(sql), Q_HAS_ROWS, evmap_tables[tbl].table);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK) {
		has = sqlite3_step(st) == SQLITE_ROW;
		sqlite3_finalize(st);
	}
	return has;
}

/*
 * prepare - the query of cursor @c: the columns of its view, looked up in
 * the catalogue and each selected once, and where each binding finds its
 * column in the result.  0, or -1 (message printed).
 */
static int prepare(sqlite3 *db, struct cursor *c)
{
	const struct table_def *d = &evmap_tables[c->tbl];
	struct strbuf cols = STRBUF_INIT, sql = STRBUF_INIT;
	int i, k, ncols = 0;

	for (i = 0; i < c->v->n; i++) {
		const char *col = c->v->b[i].col;

		c->pos[i] = -1;
		if (!col)
			continue;
		if (evmap_column(c->tbl, col) < 0) {
			pt_err("stream: the catalogue has no column %s in %s", col, d->table);
			sb_free(&cols);
			return -1;
		}
		for (k = 0; k < i; k++)
			if (c->v->b[k].col && !strcmp(c->v->b[k].col, col))
				c->pos[i] = c->pos[k];
		if (c->pos[i] >= 0)
			continue;
		/* seq, ts and cpu come first */
		c->pos[i] = 3 + ncols++;
		if (sqlite3_keyword_check(col, (int)strlen(col)))
			sb_printf(&cols, ", \"%s\"", col);
		else
			sb_printf(&cols, ", %s", col);
	}
	sb_printf(&sql, Q_EVENTS, sb_cstr(&cols), d->table);
	sb_free(&cols);
	c->st = sql.oom ? NULL : db_prepare(db, sb_cstr(&sql));
	sb_free(&sql);
	return c->st ? 0 : -1;
}

/* step - move cursor @c to its next row; 0, or -1 on error */
static int step(struct stream *s, struct cursor *c)
{
	int rc = sqlite3_step(c->st);

	if (rc == SQLITE_ROW) {
		c->seq = sqlite3_column_int64(c->st, 0);
		return 0;
	}
	c->live = 0;
	if (rc != SQLITE_DONE) {
		pt_err("sqlite: %s", sqlite3_errmsg(sqlite3_db_handle(c->st)));
		s->err = 1;
		return -1;
	}
	return 0;
}

static int less(struct stream *s, int a, int b)
{
	return s->cur[s->heap[a]].seq < s->cur[s->heap[b]].seq;
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

struct stream *stream_open(sqlite3 *db, unsigned int tables, uint64_t from_ts, uint64_t to_ts)
{
	struct stream *s = calloc(1, sizeof(*s));
	int t;

	if (!s)
		return NULL;
	s->last = -1;
	for (t = 0; t < NR_TABLES; t++) {
		struct cursor *c = &s->cur[t];

		c->tbl = t;
		c->v = &views[t];
		if (!(tables & EV_HAS(t)))
			continue;
		if (!c->v->n) {
			pt_err("stream: no view of %s", evmap_tables[t].table);
			stream_close(s);
			return NULL;
		}
		if (prepare(db, c) < 0) {
			stream_close(s);
			return NULL;
		}
		sqlite3_bind_int64(c->st, 1, (int64_t)from_ts);
		sqlite3_bind_int64(c->st, 2, to_ts > INT64_MAX ? INT64_MAX : (int64_t)to_ts);
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

static const char *col_text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);

	return t ? (const char *)t : "";
}

static int64_t col_num(sqlite3_stmt *st, int i)
{
	if (sqlite3_column_type(st, i) == SQLITE_NULL)
		return NULL_NUM;
	return sqlite3_column_int64(st, i);
}

static int col_int(sqlite3_stmt *st, int i, int dflt)
{
	if (sqlite3_column_type(st, i) == SQLITE_NULL)
		return dflt;
	return sqlite3_column_int(st, i);
}

/* fill - the event from the cursor's current row, through its view */
static void fill(struct cursor *c, struct ev *ev)
{
	sqlite3_stmt *st = c->st;
	const struct view *v = c->v;
	int i;

	memset(ev, 0, sizeof(*ev));
	ev->type = c->tbl;
	ev->seq = c->seq;
	ev->ts = (uint64_t)sqlite3_column_int64(st, 1);
	ev->cpu = sqlite3_column_int(st, 2);
	ev->pid = -1;
	for (i = 0; i < v->n; i++) {
		const struct bind *b = &v->b[i];
		char *m = (char *)ev + b->off;
		int k = c->pos[i];

		switch (b->kind) {
		case B_TEXT:
			*(const char **)m = k < 0 ? "" : col_text(st, k);
			break;
		case B_INT:
			*(int *)m = k < 0 ? b->dflt : col_int(st, k, b->dflt);
			break;
		case B_NUM:
			*(int64_t *)m = k < 0 ? NULL_NUM : col_num(st, k);
			break;
		case B_CPU:
			*(int *)m = k < 0 ? ev->cpu : col_int(st, k, ev->cpu);
			break;
		}
	}
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
	fill(&s->cur[s->heap[0]], ev);
	return 1;
}

void stream_close(struct stream *s)
{
	int t;

	if (!s)
		return;
	for (t = 0; t < NR_TABLES; t++)
		sqlite3_finalize(s->cur[t].st);
	free(s);
}
