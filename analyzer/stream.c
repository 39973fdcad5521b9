// SPDX-License-Identifier: GPL-2.0
/*
 * stream.c - k-way merge of per-table cursors on seq, with a binary heap.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "msg.h"
#include "queries.h"
#include "stream.h"

struct cursor {
	enum ev_type type;
	sqlite3_stmt *st;
	int64_t seq; /* of the row the statement is on */
	int live;
};

struct stream {
	struct cursor cur[NR_EV_TYPES];
	int heap[NR_EV_TYPES];
	int n;
	int last; /* cursor returned last, to step before the next pick; -1 */
	int err;
};

static const char *sql_of(enum ev_type t)
{
	switch (t) {
	case EV_SWITCH:
		return Q_SWITCH;
	case EV_WAKING:
		return Q_WAKING;
	case EV_WAKEUP:
		return Q_WAKEUP;
	case EV_FORK:
		return Q_FORK;
	case EV_EXIT:
		return Q_EXIT;
	case EV_FREQ:
		return Q_FREQ;
	case EV_AMD_PERF:
		return Q_AMD_PERF;
	case EV_PSTATE:
		return Q_PSTATE;
	case EV_IDLE:
		return Q_IDLE;
	case EV_WQ_QUEUE:
		return Q_WQ_QUEUE;
	case EV_WQ_START:
		return Q_WORK("workqueue_execute_start");
	case EV_WQ_END:
		return Q_WORK("workqueue_execute_end");
	case EV_KT_QUEUE:
		return Q_WORK("sched_kthread_work_queue_work");
	case EV_KT_START:
		return Q_WORK("sched_kthread_work_execute_start");
	case EV_KT_END:
		return Q_WORK("sched_kthread_work_execute_end");
	default:
		return NULL;
	}
}

int stream_has_rows(sqlite3 *db, const char *table)
{
	char sql[128];
	sqlite3_stmt *st;
	int has = 0;

	snprintf(sql, sizeof(sql), "SELECT 1 FROM \"%s\" LIMIT 1", table);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK) {
		has = sqlite3_step(st) == SQLITE_ROW;
		sqlite3_finalize(st);
	}
	return has;
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

struct stream *stream_open(sqlite3 *db, unsigned int types, uint64_t from_ts, uint64_t to_ts)
{
	struct stream *s = calloc(1, sizeof(*s));
	int t;

	if (!s)
		return NULL;
	s->last = -1;
	for (t = 0; t < NR_EV_TYPES; t++) {
		struct cursor *c = &s->cur[t];

		c->type = (enum ev_type)t;
		if (!(types & EV_HAS(t)))
			continue;
		c->st = db_prepare(db, sql_of((enum ev_type)t));
		if (!c->st) {
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

/* fill - the event from the cursor's current row */
static void fill(struct cursor *c, struct ev *ev)
{
	sqlite3_stmt *st = c->st;

	memset(ev, 0, sizeof(*ev));
	ev->type = c->type;
	ev->seq = c->seq;
	ev->ts = (uint64_t)sqlite3_column_int64(st, 1);
	ev->cpu = sqlite3_column_int(st, 2);
	ev->pid = -1;
	switch (c->type) {
	case EV_SWITCH:
		ev->sw.prev_comm = col_text(st, 3);
		ev->sw.prev_pid = col_int(st, 4, -1);
		ev->sw.prev_prio = col_int(st, 5, 0);
		ev->sw.prev_state = col_text(st, 6);
		ev->sw.next_comm = col_text(st, 7);
		ev->sw.next_pid = col_int(st, 8, -1);
		ev->sw.next_prio = col_int(st, 9, 0);
		ev->pid = ev->sw.prev_pid;
		break;
	case EV_WAKING:
	case EV_WAKEUP:
		ev->pid = col_int(st, 3, -1);
		ev->wake.comm = col_text(st, 4);
		ev->wake.pid = col_int(st, 5, -1);
		ev->wake.prio = col_int(st, 6, 0);
		ev->wake.target_cpu = col_int(st, 7, -1);
		break;
	case EV_FORK:
		ev->fork.parent_pid = col_int(st, 3, -1);
		ev->fork.child_comm = col_text(st, 4);
		ev->fork.child_pid = col_int(st, 5, -1);
		break;
	case EV_EXIT:
		ev->exit.pid = col_int(st, 3, -1);
		break;
	case EV_FREQ:
	case EV_IDLE:
		ev->pid = col_int(st, 3, -1);
		ev->freq.state = col_num(st, 4);
		ev->freq.cpu_id = col_int(st, 5, ev->cpu);
		break;
	case EV_AMD_PERF:
		ev->pid = col_int(st, 3, -1);
		ev->amd.min_perf = col_num(st, 4);
		ev->amd.target_perf = col_num(st, 5);
		ev->amd.capacity = col_num(st, 6);
		ev->amd.freq = col_num(st, 7);
		ev->amd.mperf = col_num(st, 8);
		ev->amd.aperf = col_num(st, 9);
		ev->amd.tsc = col_num(st, 10);
		ev->amd.cpu_id = col_int(st, 11, ev->cpu);
		ev->amd.fast_switch = col_int(st, 12, -1);
		break;
	case EV_PSTATE:
		ev->pid = col_int(st, 3, -1);
		ev->pstate.from = col_num(st, 4);
		ev->pstate.to = col_num(st, 5);
		ev->pstate.mperf = col_num(st, 6);
		ev->pstate.aperf = col_num(st, 7);
		ev->pstate.tsc = col_num(st, 8);
		ev->pstate.freq = col_num(st, 9);
		ev->pstate.core_busy = col_num(st, 10);
		break;
	case EV_WQ_QUEUE:
	case EV_WQ_START:
	case EV_WQ_END:
	case EV_KT_QUEUE:
	case EV_KT_START:
	case EV_KT_END:
		ev->pid = col_int(st, 3, -1);
		ev->work.work = col_num(st, 4);
		ev->work.function = col_text(st, 5);
		ev->work.target_cpu = c->type == EV_WQ_QUEUE ? col_int(st, 6, -1) : -1;
		break;
	default:
		break;
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
	for (t = 0; t < NR_EV_TYPES; t++)
		sqlite3_finalize(s->cur[t].st);
	free(s);
}
