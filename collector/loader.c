// SPDX-License-Identifier: GPL-2.0
/*
 * loader.c - events to rows, for every source, through the tables of evmap.c.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "ftrace_text.h"
#include "loader.h"
#include "msg.h"
#include "strbuf.h"
#include "tasks.h"
#include "writer.h"

enum {
	B_MARKER = NR_EVENT_TABLES, /* ftrace:print, ftrace:bprint, ftrace:bputs */
	B_EVENT,                    /* anything else */
};

/* ebind - how one binary event id becomes a row: its fields, resolved once */
#define MAX_STATES 32

struct ebind {
	int tbl;
	struct tep_event *event;
	struct tep_format_field *fields[EVMAP_MAX_COLS]; /* COL_TASK: the comm's */
	struct tep_format_field *pid_fields[EVMAP_MAX_COLS]; /* COL_TASK: the pid's */
	struct tep_format_field *text; /* B_MARKER: print's buf; NULL: print the event */
	/* sched_switch: prev_state values as the event's print format prints them */
	struct {
		long long value;
		char text[24];
	} states[MAX_STATES];
	int nr_states;
	int no_state_print; /* the format prints no "prev_state=" libtraceevent can print */
};

struct cmdline {
	int pid;
	char comm[TASK_COMM_MAX];
};

/* prev_state texts, each once, with its sched_state id */
struct state_ent {
	char *text; /* NULL: a free slot */
	uint32_t len;
	int64_t id;
};

struct loader {
	sqlite3 *db;
	struct writer *w;
	int wt[NR_EVENT_TABLES]; /* writer table per evmap table */
	int wt_marker, wt_event, wt_lost, wt_task, wt_state;
	int64_t last_seq[NR_TABLES]; /* of each table's last row: rows store the gap */
	struct tasks *tasks;
	struct state_ent *states; /* open addressing */
	size_t states_cap, states_n;
	struct state_ent *state_hit; /* the last one found */
	uint64_t nevents;
	uint64_t first_ts, last_ts; /* the earliest and the latest ts */
	int have_ts;
	struct loader_faults faults;
	int columns_seen[NR_EVENT_TABLES]; /* text: the most columns a row of each had */
	uint64_t states_numeric; /* text: prev_state numbers kept as numbers */
	const struct text_field *bad; /* the last invalid field of loader_text() */
	const char *bad_why;

	/* binary state, for the tep of the last record */
	struct tep_handle *tep;
	struct ebind **by_id;
	int nr_ids;
	struct tep_format_field *common_pid;
	struct trace_seq print_seq;

	/* common_pid sightings, per CPU: consecutive events of a CPU mostly come
	 * from the same task, so the task table is told only when it changes */
	struct pid_run {
		int pid; /* -1: none */
		uint64_t first, last;
	} *runs;
	int nr_runs;

	struct cmdline *cmdlines; /* open addressing by pid */
	size_t cmd_cap, cmd_n;

	struct strbuf json;
	struct wval vals[EVMAP_MAX_COLS + 3];
	char symbuf[32];   /* an unresolvable function address, as text */
	char statebuf[64]; /* prev_state letters */
	const char *release;  /* text: the kernel's, for numeric prev_state; NULL: unknown */
};

/* add_table - event table @tbl (TBL_*): ts, cpu, its columns, then seq_gap (the
 * global order, as the difference to the table's row before) */
static int add_table(struct loader *l, int tbl)
{
	const struct table_def *d = &evmap_tables[tbl];
	const char *all[EVMAP_MAX_COLS + 3];
	int i;

	all[0] = "ts";
	all[1] = "cpu";
	for (i = 0; i < d->ncols; i++)
		all[i + 2] = d->cols[i].name;
	all[d->ncols + 2] = "seq_gap";
	return writer_table(l->w, d->store, all, d->ncols + 3);
}

struct loader *loader_open(sqlite3 *db, int threaded)
{
	static const char *const lost_cols[] = { "cpu", "ts", "count" };
	static const char *const task_cols[] = { "id", "pid", "comm", "first_ts", "last_ts" };
	static const char *const state_cols[] = { "id", "state" };
	struct loader *l = calloc(1, sizeof(*l));
	int i;

	if (!l) {
		pt_err("loader: %s", strerror(errno));
		return NULL;
	}
	l->db = db;
	l->w = writer_open(db, threaded);
	l->tasks = tasks_new();
	if (!l->w || !l->tasks)
		goto out_free;
	for (i = 0; i < NR_EVENT_TABLES; i++) {
		l->wt[i] = add_table(l, i);
		if (l->wt[i] < 0)
			goto out_free;
	}
	l->wt_marker = add_table(l, TBL_MARKER);
	l->wt_event = add_table(l, TBL_EVENT);
	l->wt_lost = writer_table(l->w, "lost_events", lost_cols, 3);
	l->wt_task = writer_table(l->w, "task", task_cols, 5);
	l->wt_state = writer_table(l->w, "sched_state", state_cols, 2);
	if (l->wt_marker < 0 || l->wt_event < 0 || l->wt_lost < 0 || l->wt_task < 0 ||
	    l->wt_state < 0)
		goto out_free;
	trace_seq_init(&l->print_seq);
	return l;

out_free:
	if (l->w)
		writer_close(l->w);
	tasks_free(l->tasks);
	free(l);
	return NULL;
}

/*
 * note_ts - count an event at @ts; return its seq (1-based position in the
 * trace).  An event earlier than the latest one before it is out of order.
 */
static int64_t note_ts(struct loader *l, uint64_t ts)
{
	if (!l->have_ts) {
		l->first_ts = l->last_ts = ts;
		l->have_ts = 1;
	} else if (ts < l->last_ts) {
		l->faults.ts_out_of_order++;
		if (l->last_ts - ts > l->faults.ts_max_backward_ns)
			l->faults.ts_max_backward_ns = l->last_ts - ts;
		if (ts < l->first_ts)
			l->first_ts = ts;
	} else {
		l->last_ts = ts;
	}
	return (int64_t)++l->nevents;
}

/* wv_ts - @ts, or NULL when INTEGER cannot hold it (only where ts may be NULL) */
static void wv_ts(struct wval *v, uint64_t ts)
{
	if (ts <= INT64_MAX)
		wv_int(v, (int64_t)ts);
	else
		wv_null(v);
}

/* seq_gap - what a row of table @tbl at @seq stores: the difference to the
 * table's row before (schema/pstate.sql, seq) */
static int64_t seq_gap(struct loader *l, int tbl, int64_t seq)
{
	int64_t gap = seq - l->last_seq[tbl];

	l->last_seq[tbl] = seq;
	return gap;
}

/*
 * task_value - a task column: the id of the event's (pid, comm) pair; NULL
 * when it has neither.  @pid_ok: the pid could be read.  0, or -1 when out
 * of memory.
 */
static int task_value(struct loader *l, struct wval *o, int pid_ok, int64_t pid,
		      const char *comm, uint32_t len, uint64_t ts)
{
	int64_t id;

	if (!pid_ok && !comm) {
		wv_null(o);
		return 0;
	}
	id = tasks_id(l->tasks, pid_ok, (int)pid, comm, (int)len, ts);
	if (id < 0)
		return -1;
	wv_int(o, id);
	return 0;
}

static uint64_t state_hash(const char *s, uint32_t len)
{
	uint64_t h = 1469598103934665603ULL;
	uint32_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ULL;
	}
	return h ^ (h >> 29);
}

static struct state_ent *state_slot(struct state_ent *t, size_t cap, const char *s, uint32_t len)
{
	size_t i = state_hash(s, len) & (cap - 1);

	for (;; i = (i + 1) & (cap - 1))
		if (!t[i].text || (t[i].len == len && !memcmp(t[i].text, s, len)))
			return &t[i];
}

/*
 * state_value - the prev_state column: the sched_state id of @s (@len
 * bytes), handed out at its first sighting.  0, or -1 when out of memory.
 */
static int state_value(struct loader *l, struct wval *o, const char *s, uint32_t len)
{
	struct state_ent *e = l->state_hit;

	if (e && e->len == len && !memcmp(e->text, s, len)) {
		wv_int(o, e->id);
		return 0;
	}
	if (l->states_n * 2 >= l->states_cap) {
		size_t cap = l->states_cap ? l->states_cap * 2 : 64, i;
		struct state_ent *n = calloc(cap, sizeof(*n));

		if (!n)
			return -1;
		for (i = 0; i < l->states_cap; i++)
			if (l->states[i].text)
				*state_slot(n, cap, l->states[i].text, l->states[i].len) = l->states[i];
		free(l->states);
		l->states = n;
		l->states_cap = cap;
	}
	e = state_slot(l->states, l->states_cap, s, len);
	if (!e->text) {
		e->text = malloc((size_t)len + 1);
		if (!e->text)
			return -1;
		memcpy(e->text, s, len);
		e->text[len] = '\0';
		e->len = len;
		e->id = (int64_t)++l->states_n;
	}
	l->state_hit = e;
	wv_int(o, e->id);
	return 0;
}

/* ---- binary records ---------------------------------------------------- */

/* what by_id holds for an id the file has no format for: looked up once */
static struct ebind no_format;

static void reset_binds(struct loader *l)
{
	int i;

	for (i = 0; i < l->nr_ids; i++)
		if (l->by_id[i] != &no_format)
			free(l->by_id[i]);
	free(l->by_id);
	l->by_id = NULL;
	l->nr_ids = 0;
}

/* find_field - the first of @names ('|'-separated) that @event has */
static struct tep_format_field *find_field(struct tep_event *event, const char *names)
{
	char name[64];
	const char *p = names, *e;

	while (*p) {
		e = strchr(p, '|');
		if (!e)
			e = p + strlen(p);
		snprintf(name, sizeof(name), "%.*s", (int)(e - p), p);
		if (name[0]) {
			struct tep_format_field *f = tep_find_field(event, name);

			if (f)
				return f;
		}
		p = *e ? e + 1 : e;
	}
	return NULL;
}

static struct ebind *make_bind(struct tep_event *event)
{
	struct ebind *b = calloc(1, sizeof(*b));
	int c;

	if (!b)
		return NULL;
	b->event = event;
	b->tbl = evmap_find(event->system, event->name);
	if (b->tbl >= 0) {
		const struct table_def *d = &evmap_tables[b->tbl];

		for (c = 0; c < d->ncols; c++) {
			if (d->cols[c].kind != COL_PID)
				b->fields[c] = find_field(event, d->cols[c].fields);
			if (d->cols[c].kind == COL_TASK)
				b->pid_fields[c] = find_field(event, d->cols[c].pid_fields);
		}
	} else if (!strcmp(event->system, "ftrace") &&
		   (!strcmp(event->name, "print") || !strcmp(event->name, "bputs") ||
		    !strcmp(event->name, "bprint"))) {
		/* bprint keeps its arguments in binary, bputs a pointer to its
		 * string: only print has the text in the record */
		b->tbl = B_MARKER;
		if (!strcmp(event->name, "print"))
			b->text = tep_find_field(event, "buf");
	} else {
		b->tbl = B_EVENT;
	}
	return b;
}

static struct ebind *get_bind(struct loader *l, struct tep_handle *tep, int id)
{
	struct tep_event *event;

	if (tep != l->tep) {
		reset_binds(l);
		l->tep = tep;
		l->common_pid = NULL;
	}
	if (id < 0 || id > 65535)
		return NULL;
	if (id >= l->nr_ids) {
		int n = id + 64, i;
		struct ebind **p = realloc(l->by_id, n * sizeof(struct ebind *));

		if (!p)
			return NULL;
		for (i = l->nr_ids; i < n; i++)
			p[i] = NULL;
		l->by_id = p;
		l->nr_ids = n;
	}
	if (!l->by_id[id]) {
		event = tep_find_event(tep, id);
		if (!event) {
			l->by_id[id] = &no_format;
			return NULL;
		}
		l->by_id[id] = make_bind(event);
		if (!l->common_pid)
			l->common_pid = tep_find_common_field(event, "common_pid");
	}
	return l->by_id[id] == &no_format ? NULL : l->by_id[id];
}

/* field_num - a numeric field, sign-extended; 0 when out of the record */
static int field_num(struct tep_handle *tep, struct tep_format_field *f, struct tep_record *rec,
		     int64_t *val)
{
	unsigned long long v;

	if (!f || f->size <= 0 || f->size > 8 || f->offset < 0 || f->offset + f->size > rec->size)
		return -1;
	v = tep_read_number(tep, (char *)rec->data + f->offset, f->size);
	if ((f->flags & TEP_FIELD_IS_SIGNED) && f->size < 8) {
		int shift = 64 - 8 * f->size;

		*val = (int64_t)(v << shift) >> shift;
	} else {
		*val = (int64_t)v;
	}
	return 0;
}

/* field_span - where @f's bytes are in @rec: fixed, or __data_loc / __rel_loc */
static int field_span(struct tep_handle *tep, struct tep_format_field *f, struct tep_record *rec,
		      int *offset, int *length)
{
	int off = f ? f->offset : -1, size = f ? f->size : 0;

	if (!f || off < 0 || off > rec->size)
		return -1;
	if (f->flags & TEP_FIELD_IS_DYNAMIC) {
		unsigned int v;

		if (off + 4 > rec->size)
			return -1;
		v = (unsigned int)tep_read_number(tep, (char *)rec->data + off, 4);
		size = (int)(v >> 16);
		off = (int)(v & 0xffff) + ((f->flags & TEP_FIELD_IS_RELATIVE) ? off + 4 : 0);
	} else if (size == 0) {
		size = rec->size - off; /* char buf[] at the end of the record */
	}
	if (off < 0 || size < 0 || off > rec->size)
		return -1;
	if (off + size > rec->size)
		size = rec->size - off;
	*offset = off;
	*length = size;
	return 0;
}

/* field_str - a string field (char[N], __data_loc, __rel_loc, char[]) */
static int field_str(struct tep_handle *tep, struct tep_format_field *f, struct tep_record *rec,
		     const char **s, uint32_t *len)
{
	int off, size;

	if (field_span(tep, f, rec, &off, &size) < 0)
		return -1;
	*s = (const char *)rec->data + off;
	*len = (uint32_t)strnlen(*s, (size_t)size);
	return 0;
}

/*
 * elem_size - the size of one element of the array @f.  libtraceevent knows
 * it for fixed arrays and for the u8..s64 and char of __data_loc ones; the
 * others (unsigned int[], unsigned long[], cpumask_t) say it by their type.
 */
static int elem_size(struct tep_handle *tep, const struct tep_format_field *f)
{
	int es = (int)f->elementsize;

	if (es == 1 || es == 2 || es == 4 || es == 8)
		return es;
	if (strstr(f->type, "long long") || strstr(f->type, "64"))
		return 8;
	if (strstr(f->type, "long") || strstr(f->type, "cpumask"))
		return tep_get_long_size(tep);
	if (strstr(f->type, "short") || strstr(f->type, "16"))
		return 2;
	if (strstr(f->type, "int") || strstr(f->type, "32"))
		return 4;
	return 1;
}

/* is_text - a field of chars: char[N], char[], __data_loc char[] */
static int is_text(struct tep_handle *tep, const struct tep_format_field *f)
{
	return (f->flags & (TEP_FIELD_IS_STRING | TEP_FIELD_IS_ARRAY | TEP_FIELD_IS_DYNAMIC)) &&
	       elem_size(tep, f) == 1 && strstr(f->type, "char");
}

/* json_array - the elements of an array field, fixed or dynamic, as numbers */
static void json_array(struct strbuf *sb, struct tep_handle *tep, struct tep_format_field *f,
		       struct tep_record *rec)
{
	int es = elem_size(tep, f), off, size, i;

	if (field_span(tep, f, rec, &off, &size) < 0) {
		sb_adds(sb, "null");
		return;
	}
	sb_addc(sb, '[');
	for (i = 0; i < size / es && i < 256; i++) {
		const char *at = (const char *)rec->data + off + (size_t)i * es;
		unsigned long long x = tep_read_number(tep, at, es);

		if ((f->flags & TEP_FIELD_IS_SIGNED) && es < 8) {
			int shift = 64 - 8 * es;

			sb_printf(sb, "%s%lld", i ? "," : "", (long long)(x << shift) >> shift);
		} else {
			sb_printf(sb, "%s%llu", i ? "," : "", x);
		}
	}
	sb_addc(sb, ']');
}

/* json_fields - every non-common field of a binary record as a JSON object */
static void json_fields(struct loader *l, struct tep_handle *tep, struct tep_event *event,
			struct tep_record *rec)
{
	struct tep_format_field *f;
	struct strbuf *sb = &l->json;
	int first = 1;

	sb_reset(sb);
	sb_addc(sb, '{');
	for (f = event->format.fields; f; f = f->next) {
		const char *s;
		uint32_t len;
		int64_t v;

		if (!first)
			sb_addc(sb, ',');
		first = 0;
		sb_json_str(sb, f->name, strlen(f->name));
		sb_addc(sb, ':');
		if (is_text(tep, f)) {
			if (field_str(tep, f, rec, &s, &len) == 0)
				sb_json_str(sb, s, len);
			else
				sb_adds(sb, "null");
		} else if (f->flags & (TEP_FIELD_IS_ARRAY | TEP_FIELD_IS_DYNAMIC)) {
			json_array(sb, tep, f, rec);
		} else if (field_num(tep, f, rec, &v) == 0) {
			if (f->flags & TEP_FIELD_IS_SIGNED)
				sb_printf(sb, "%lld", (long long)v);
			else
				sb_printf(sb, "%llu", (unsigned long long)v);
		} else {
			sb_adds(sb, "null");
		}
	}
	sb_addc(sb, '}');
}

/*
 * state_text - prev_state @n of a sched_switch record as the event's own
 * print format prints it: the kernel's state letters and its preempt bit
 * ("R+") have changed over the versions (1024 on 3.x, 4096 to 4.14, 0x100
 * since; {64, "x"} and {16, "Z"} on old kernels), and the file says which.
 * libtraceevent prints the record once per value, kept for the next ones.
 * When the format prints no prev_state= (damaged, or a layout of its own),
 * the number as it is.  Return: the text, in @b or @l.
 */
static const char *state_text(struct loader *l, struct ebind *b, struct tep_handle *tep,
			      struct tep_record *rec, long long n)
{
	const char *comm = "", *p;
	uint32_t comm_len = 0;
	size_t len;
	int i;

	for (i = 0; i < b->nr_states; i++)
		if (b->states[i].value == n)
			return b->states[i].text;
	snprintf(l->statebuf, sizeof(l->statebuf), "%lld", n);
	if (b->no_state_print)
		return l->statebuf;
	trace_seq_reset(&l->print_seq);
	tep_print_event(tep, &l->print_seq, rec, "%s", TEP_PRINT_INFO);
	trace_seq_terminate(&l->print_seq);
	/* "prev_comm=%s prev_pid=...": past the comm, which may hold anything */
	p = l->print_seq.buffer;
	if (b->fields[0])
		field_str(tep, b->fields[0], rec, &comm, &comm_len);
	p = !strncmp(p, "prev_comm=", 10) && strlen(p) >= 10 + comm_len ? p + 10 + comm_len : p;
	p = strstr(p, " prev_state=");
	len = p ? strcspn(p + 12, " ") : 0;
	if (!len || len >= sizeof(b->states[0].text)) {
		b->no_state_print = 1;
		return l->statebuf;
	}
	if (b->nr_states == MAX_STATES) {
		snprintf(l->statebuf, sizeof(l->statebuf), "%.*s", (int)len, p + 12);
		return l->statebuf;
	}
	b->states[b->nr_states].value = n;
	snprintf(b->states[b->nr_states].text, sizeof(b->states[0].text), "%.*s", (int)len, p + 12);
	return b->states[b->nr_states++].text;
}

static const char clock_sync[] = "trace_event_clock_sync:";

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* all_digits - whether @s (@len bytes, at least one) is a decimal number */
static int all_digits(const char *s, int len)
{
	int i;

	for (i = 0; i < len; i++)
		if (!is_digit(s[i]))
			return 0;
	return len > 0;
}

/*
 * drop_caller - a marker's message without the caller that its print format
 * puts first ("%ps: "): libtraceevent prints bprint and bputs so, and
 * trace-cmd report every marker ("print: tracing_mark_write: TEXT").  The
 * caller is the first word, followed by ": ".
 */
static void drop_caller(const char **text, uint32_t *len)
{
	const char *s = *text, *colon = memchr(s, ':', *len);

	if (colon && colon + 1 < s + *len && colon[1] == ' ' && !memchr(s, ' ', colon - s)) {
		*len -= (uint32_t)(colon + 2 - s);
		*text = colon + 2;
	}
}

static int put_marker(struct loader *l, int64_t seq, uint64_t ts, int cpu, int pid,
		      const char *kind, const char *text, uint32_t len)
{
	struct wval *v = l->vals;

	while (len && (text[len - 1] == '\n' || text[len - 1] == ' '))
		len--;
	wv_int(&v[0], (int64_t)ts);
	wv_int(&v[1], cpu);
	wv_int(&v[2], pid);
	wv_text(&v[3], kind, (uint32_t)strlen(kind));
	wv_text(&v[4], text, len);
	wv_int(&v[5], seq_gap(l, TBL_MARKER, seq));
	return writer_put(l->w, l->wt_marker, v);
}

static int put_event(struct loader *l, int64_t seq, uint64_t ts, int cpu, int pid,
		     const char *name, int name_len, const char *system)
{
	struct wval *v = l->vals;

	wv_int(&v[0], (int64_t)ts);
	wv_int(&v[1], cpu);
	wv_int(&v[2], pid);
	wv_text(&v[3], name, (uint32_t)name_len);
	wv_text(&v[4], sb_cstr(&l->json), (uint32_t)l->json.len);
	if (system)
		wv_text(&v[5], system, (uint32_t)strlen(system));
	else
		wv_null(&v[5]);
	wv_int(&v[6], seq_gap(l, TBL_EVENT, seq));
	return writer_put(l->w, l->wt_event, v);
}

/* flush_run - tell the task table of a CPU's run of one common_pid */
static int flush_run(struct loader *l, struct pid_run *r)
{
	if (r->pid < 0)
		return 0;
	if (tasks_seen(l->tasks, r->pid, NULL, 0, r->first) < 0 ||
	    tasks_seen(l->tasks, r->pid, NULL, 0, r->last) < 0)
		return -1;
	r->pid = -1;
	return 0;
}

/* seen_pid - @pid emitted an event on @cpu at @ts */
static int seen_pid(struct loader *l, int cpu, int pid, uint64_t ts)
{
	struct pid_run *r;

	if (cpu < 0 || cpu > 65535)
		return tasks_seen(l->tasks, pid, NULL, 0, ts);
	if (cpu >= l->nr_runs) {
		int n = cpu + 1, i;

		r = realloc(l->runs, n * sizeof(*r));
		if (!r)
			return -1;
		for (i = l->nr_runs; i < n; i++)
			r[i].pid = -1;
		l->runs = r;
		l->nr_runs = n;
	}
	r = &l->runs[cpu];
	if (r->pid == pid) {
		r->last = ts;
		return 0;
	}
	if (flush_run(l, r) < 0)
		return -1;
	r->pid = pid;
	r->first = r->last = ts;
	return 0;
}

int loader_tep(struct loader *l, struct tep_handle *tep, struct tep_record *rec)
{
	struct wval *v = l->vals;
	struct ebind *b;
	int64_t pid = -1, seq;
	int c, id;

	/* not even an event id; a time no INTEGER holds (ts is NOT NULL) */
	if (rec->size < 8 || rec->ts > INT64_MAX) {
		l->faults.records_unreadable++;
		return 0;
	}
	id = (int)tep_read_number(tep, rec->data, 2); /* common_type */
	b = get_bind(l, tep, id);
	if (!b) {
		l->faults.records_unreadable++; /* nothing says what its bytes are */
		return 0;
	}
	seq = note_ts(l, rec->ts);
	if (field_num(tep, l->common_pid, rec, &pid) == 0 &&
	    seen_pid(l, rec->cpu, (int)pid, rec->ts) < 0)
		return -1;

	if (b->tbl == B_MARKER) {
		const char *s = "";
		uint32_t len = 0;

		if (b->text) {
			field_str(tep, b->text, rec, &s, &len);
		} else {
			/* the arguments formatted, the string found in printk_formats */
			trace_seq_reset(&l->print_seq);
			tep_print_event(tep, &l->print_seq, rec, "%s", TEP_PRINT_INFO);
			trace_seq_terminate(&l->print_seq);
			s = l->print_seq.buffer;
			len = (uint32_t)strlen(s);
			drop_caller(&s, &len);
		}
		return put_marker(l, seq, rec->ts, rec->cpu, (int)pid, b->event->name, s, len);
	}
	if (b->tbl == B_EVENT) {
		json_fields(l, tep, b->event, rec);
		return put_event(l, seq, rec->ts, rec->cpu, (int)pid, b->event->name,
				 (int)strlen(b->event->name), b->event->system);
	}

	wv_int(&v[0], (int64_t)rec->ts);
	wv_int(&v[1], rec->cpu);
	for (c = 0; c < evmap_tables[b->tbl].ncols; c++) {
		struct tep_format_field *f = b->fields[c];
		struct wval *o = &v[c + 2];
		int64_t n;

		wv_null(o);
		/* a field the event has but the record cannot hold: invalid */
		switch (evmap_tables[b->tbl].cols[c].kind) {
		case COL_PID:
			if (pid >= 0)
				wv_int(o, pid);
			break;
		case COL_INT:
			if (field_num(tep, f, rec, &n) < 0)
				l->faults.values_invalid += f != NULL;
			else if (n < 0 && f->size == 8 && !(f->flags & TEP_FIELD_IS_SIGNED))
				l->faults.values_invalid++; /* above INT64_MAX */
			else
				wv_int(o, n);
			break;
		case COL_PTR:
			/* an address: its 64 bits, whatever sign they read as */
			if (field_num(tep, f, rec, &n) == 0)
				wv_int(o, n);
			else
				l->faults.values_invalid += f != NULL;
			break;
		case COL_STR:
			if (field_str(tep, f, rec, &o->s, &o->len) == 0)
				o->type = WV_TEXT;
			else
				l->faults.values_invalid += f != NULL;
			break;
		case COL_SYM:
			if (field_num(tep, f, rec, &n) < 0) {
				l->faults.values_invalid += f != NULL;
			} else {
				const char *sym = tep_find_function(tep, (unsigned long long)n);

				if (!sym) {
					snprintf(l->symbuf, sizeof(l->symbuf), "0x%llx",
						 (unsigned long long)n);
					sym = l->symbuf;
				}
				wv_text(o, sym, (uint32_t)strlen(sym));
			}
			break;
		case COL_STATE:
			if (field_num(tep, f, rec, &n) == 0) {
				const char *st = state_text(l, b, tep, rec, n);

				if (state_value(l, o, st, (uint32_t)strlen(st)) < 0)
					return -1;
			} else {
				l->faults.values_invalid += f != NULL;
			}
			break;
		case COL_TASK: {
			const char *comm = NULL;
			uint32_t len = 0;
			int pid_ok = 0;

			n = 0;
			if (field_str(tep, f, rec, &comm, &len) < 0) {
				comm = NULL;
				l->faults.values_invalid += f != NULL;
			}
			/* the task table keeps pids as the kernel's int */
			if (field_num(tep, b->pid_fields[c], rec, &n) == 0 && n >= INT_MIN &&
			    n <= INT_MAX)
				pid_ok = 1;
			else
				l->faults.values_invalid += b->pid_fields[c] != NULL;
			if (task_value(l, o, pid_ok, n, comm, len, rec->ts) < 0)
				return -1;
			break;
		}
		}
	}
	wv_int(&v[evmap_tables[b->tbl].ncols + 2], seq_gap(l, b->tbl, seq));
	return writer_put(l->w, l->wt[b->tbl], v);
}

/* ---- text events ------------------------------------------------------- */

/* text_field - the value of the first of @names ('|'-separated) in @ev */
static const struct text_field *text_field(const struct text_event *ev, const char *names)
{
	const char *p = names;
	int i;

	while (*p) {
		const char *e = strchr(p, '|');
		int n = e ? (int)(e - p) : (int)strlen(p);

		for (i = 0; i < ev->nfields; i++)
			if (ev->fields[i].key_len == n && !memcmp(ev->fields[i].key, p, n))
				return &ev->fields[i];
		p += n + (e ? 1 : 0);
	}
	return NULL;
}

/* hex_digit - the value of hex digit @c, or -1 */
static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * text_num - parse a number as ftrace text prints it
 * Decimal (leading zeros are decimal: target_cpu=003), 0x hex, true/false.
 * Return: 0; -1 when @s is not a number; -ERANGE when it is one that int64
 * cannot hold (never that number modulo 2^64).
 */
static int text_num(const char *s, int len, int64_t *val)
{
	uint64_t v = 0;
	int i = 0, neg = 0, digits = 0, big = 0;

	if (len == 4 && !memcmp(s, "true", 4)) {
		*val = 1;
		return 0;
	}
	if (len == 5 && !memcmp(s, "false", 5)) {
		*val = 0;
		return 0;
	}
	if (i < len && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if (i + 1 < len && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
		for (i += 2; i < len; i++, digits++) {
			int d = hex_digit(s[i]);

			if (d < 0)
				return -1;
			big |= v > UINT64_MAX >> 4;
			v = v * 16 + (uint64_t)d;
		}
	} else {
		for (; i < len; i++, digits++) {
			unsigned int d = (unsigned int)(s[i] - '0');

			if (s[i] < '0' || s[i] > '9')
				return -1;
			big |= v > (UINT64_MAX - d) / 10;
			v = v * 10 + d;
		}
	}
	if (!digits)
		return -1;
	if (big || v > (uint64_t)INT64_MAX + neg)
		return -ERANGE;
	*val = neg ? (int64_t)(0 - v) : (int64_t)v;
	return 0;
}

/*
 * text_hex - a pointer as printed: hex, with or without 0x (%p hashes print
 * without), its 64 bits kept as they read in int64; "(null)" (the kernel's
 * %p of NULL) and "(nil)" (glibc's) are 0.  Return: as text_num().
 */
static int text_hex(const char *s, int len, int64_t *val)
{
	uint64_t v = 0;
	int i = 0;

	if ((len == 6 && !memcmp(s, "(null)", 6)) || (len == 5 && !memcmp(s, "(nil)", 5))) {
		*val = 0;
		return 0;
	}
	if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		i = 2;
	if (i == len || len - i > 16)
		return text_num(s, len, val); /* decimal, or too long: as text_num says */
	for (; i < len; i++) {
		int d = hex_digit(s[i]);

		if (d < 0)
			return -1;
		v = v * 16 + (uint64_t)d;
	}
	*val = (int64_t)v;
	return 0;
}

/* is_decimal - a plain integer that JSON can carry as a number */
static int is_decimal(const char *s, int len)
{
	int i = (len && s[0] == '-') ? 1 : 0;

	if (i == len || len - i > 18 || (s[i] == '0' && len - i > 1))
		return 0;
	for (; i < len; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

static void text_json(struct loader *l, const struct text_event *ev)
{
	struct strbuf *sb = &l->json;
	int i;

	sb_reset(sb);
	if (ev->nfields < 0) {
		sb_adds(sb, "{\"text\":");
		sb_json_str(sb, ev->payload, (size_t)ev->payload_len);
		sb_addc(sb, '}');
		return;
	}
	sb_addc(sb, '{');
	for (i = 0; i < ev->nfields; i++) {
		const struct text_field *f = &ev->fields[i];
		int64_t n;

		if (i)
			sb_addc(sb, ',');
		sb_json_str(sb, f->key, (size_t)f->key_len);
		sb_addc(sb, ':');
		if (is_decimal(f->val, f->val_len) && text_num(f->val, f->val_len, &n) == 0)
			sb_printf(sb, "%lld", (long long)n);
		else
			sb_json_str(sb, f->val, (size_t)f->val_len);
	}
	sb_addc(sb, '}');
}

/* text_columns - the columns of table @tbl that @ev has a field for; -1 when one is no value */
static int text_columns(int tbl, const struct text_event *ev)
{
	int c, found = 0;

	for (c = 0; c < evmap_tables[tbl].ncols; c++) {
		const struct col_def *cd = &evmap_tables[tbl].cols[c];
		const struct text_field *f;
		int64_t n;

		if (cd->kind == COL_PID)
			continue;
		if (cd->kind == COL_TASK) {
			f = text_field(ev, cd->pid_fields);
			if (f && text_num(f->val, f->val_len, &n))
				return -1;
			found += f != NULL;
		}
		f = text_field(ev, cd->fields);
		if (!f)
			continue;
		if ((cd->kind == COL_INT && text_num(f->val, f->val_len, &n)) ||
		    (cd->kind == COL_PTR && text_hex(f->val, f->val_len, &n)))
			return -1;
		found++;
	}
	return found;
}

/* columns_of - the columns of table @tbl that text fills from a field */
static int columns_of(int tbl)
{
	int c, n = 0;

	for (c = 0; c < evmap_tables[tbl].ncols; c++)
		n += evmap_tables[tbl].cols[c].kind == COL_TASK ? 2 : /* comm and pid */
			     evmap_tables[tbl].cols[c].kind != COL_PID;
	return n;
}

int loader_text_whole(const struct loader *l, const struct text_event *ev)
{
	int tbl = evmap_find_n(ev->name, ev->name_len), found;

	/* a marker or an event with no table: nothing says what it would hold */
	if (tbl < 0 || ev->nfields < 0)
		return 0;
	found = text_columns(tbl, ev);
	/* with no row before it to go by, every column */
	if (!l->columns_seen[tbl])
		return found == columns_of(tbl);
	return found >= l->columns_seen[tbl];
}

/*
 * text_task - task column @cd of a text event: its comm and pid fields
 * (@found counts those there, @invalid a pid that is no number or outside
 * int's range, which the task table keeps pids as) into the id in @o.
 * 0, or -1 when out of memory.
 */
static int text_task(struct loader *l, const struct col_def *cd, const struct text_event *ev,
		     struct wval *o, int *found, int *invalid)
{
	const struct text_field *cf = text_field(ev, cd->fields);
	const struct text_field *pf = text_field(ev, cd->pid_fields);
	int64_t n = 0;
	int pid_ok = 0;

	*found += (cf != NULL) + (pf != NULL);
	if (pf) {
		int rc = text_num(pf->val, pf->val_len, &n);

		if (!rc && (n < INT_MIN || n > INT_MAX))
			rc = -ERANGE;
		if (!rc) {
			pid_ok = 1;
		} else {
			l->faults.values_invalid++;
			l->bad = pf;
			l->bad_why = rc == -ERANGE ? "out of range" : "not a number";
			(*invalid)++;
		}
	}
	return task_value(l, o, pid_ok, n, cf ? cf->val : NULL, cf ? (uint32_t)cf->val_len : 0,
			  ev->ts);
}

int loader_text(struct loader *l, const struct text_event *ev)
{
	struct wval *v = l->vals;
	const char *kind;
	int64_t seq;
	int tbl, c, invalid = 0, found = 0;

	l->bad = NULL;
	tbl = evmap_find_n(ev->name, ev->name_len);
	kind = tbl < 0 ? ftrace_marker_kind(ev->name, ev->name_len) : NULL;
	/* old kernels print a marker with its type number for a name, as for
	 * any event they cannot name: "0: B|1234|name" */
	if (tbl < 0 && !kind && ev->nfields < 0 && all_digits(ev->name, ev->name_len))
		kind = "print";
	if (kind) {
		const char *s = ev->payload;
		uint32_t len = (uint32_t)ev->payload_len;

		/* the kernel's own text has "tracing_mark_write: TEXT" as the
		 * event; trace-cmd's "print: tracing_mark_write: TEXT" */
		if (ev->name[0] != 't' && !is_digit(ev->name[0]))
			drop_caller(&s, &len);
		/* systrace's clock alignment, which legacy systrace appends at
		 * 0.000000 whatever the trace's time: kept, but no event of
		 * the trace, so neither in its span nor out of its order (at
		 * its real time it is an event as any other) */
		if (!ev->ts && len >= sizeof(clock_sync) - 1 &&
		    !memcmp(s, clock_sync, sizeof(clock_sync) - 1)) {
			l->faults.clock_sync++;
			seq = (int64_t)++l->nevents;
		} else {
			seq = note_ts(l, ev->ts);
		}
		if (tasks_seen(l->tasks, ev->pid, ev->comm, ev->comm_len, ev->ts) < 0)
			return -1;
		return put_marker(l, seq, ev->ts, ev->cpu, ev->pid, kind, s, len);
	}
	seq = note_ts(l, ev->ts);
	if (tasks_seen(l->tasks, ev->pid, ev->comm, ev->comm_len, ev->ts) < 0)
		return -1;
	if (tbl < 0 || ev->nfields < 0) {
		text_json(l, ev);
		return put_event(l, seq, ev->ts, ev->cpu, ev->pid, ev->name, ev->name_len, NULL);
	}

	wv_int(&v[0], (int64_t)ev->ts);
	wv_int(&v[1], ev->cpu);
	for (c = 0; c < evmap_tables[tbl].ncols; c++) {
		const struct col_def *cd = &evmap_tables[tbl].cols[c];
		const struct text_field *f;
		struct wval *o = &v[c + 2];
		int64_t n;

		wv_null(o);
		if (cd->kind == COL_PID) {
			wv_int(o, ev->pid);
			continue;
		}
		if (cd->kind == COL_TASK) {
			if (text_task(l, cd, ev, o, &found, &invalid) < 0)
				return -1;
			continue;
		}
		f = text_field(ev, cd->fields);
		if (!f)
			continue;
		found++;
		if (cd->kind == COL_INT || cd->kind == COL_PTR) {
			int rc = cd->kind == COL_INT ? text_num(f->val, f->val_len, &n) :
						       text_hex(f->val, f->val_len, &n);

			if (!rc) {
				wv_int(o, n);
			} else {
				l->faults.values_invalid++;
				l->bad = f;
				l->bad_why = rc == -ERANGE ? "out of range" : "not a number";
				invalid++;
			}
		} else if (cd->kind == COL_STATE && text_num(f->val, f->val_len, &n) == 0) {
			/* raw output (trace-cmd report -R) prints the bits, whose
			 * meaning is the kernel version's: decoded when that is
			 * known, else kept as the number (and counted) */
			int rc = evmap_state_letters_release(n, l->release, l->statebuf) ?
					 state_value(l, o, l->statebuf, (uint32_t)strlen(l->statebuf)) :
					 state_value(l, o, f->val, (uint32_t)f->val_len);

			l->states_numeric += !l->release;
			if (rc < 0)
				return -1;
		} else if (cd->kind == COL_STATE) {
			if (state_value(l, o, f->val, (uint32_t)f->val_len) < 0)
				return -1;
		} else {
			wv_text(o, f->val, (uint32_t)f->val_len);
		}
	}
	if (!invalid && found > l->columns_seen[tbl])
		l->columns_seen[tbl] = found;
	wv_int(&v[evmap_tables[tbl].ncols + 2], seq_gap(l, tbl, seq));
	if (writer_put(l->w, l->wt[tbl], v) < 0)
		return -1;
	return invalid;
}

const struct text_field *loader_text_invalid(const struct loader *l, const char **why)
{
	if (l->bad && why)
		*why = l->bad_why;
	return l->bad;
}

/* ---- the rest ------------------------------------------------------------ */

int loader_lost(struct loader *l, int cpu, uint64_t ts, long long count)
{
	struct wval v[3];

	wv_int(&v[0], cpu);
	wv_ts(&v[1], ts);
	if (count >= 0)
		wv_int(&v[2], count);
	else
		wv_null(&v[2]);
	return writer_put(l->w, l->wt_lost, v);
}

int loader_cmdline(struct loader *l, int pid, const char *comm)
{
	size_t i;

	if (l->cmd_n * 2 >= l->cmd_cap) {
		size_t cap = l->cmd_cap ? l->cmd_cap * 2 : 256;
		struct cmdline *n = calloc(cap, sizeof(*n));

		if (!n)
			return -1;
		for (i = 0; i < l->cmd_cap; i++) {
			struct cmdline *e = &l->cmdlines[i];
			size_t j;

			if (!e->comm[0])
				continue;
			for (j = (size_t)e->pid & (cap - 1); n[j].comm[0]; j = (j + 1) & (cap - 1))
				;
			n[j] = *e;
		}
		free(l->cmdlines);
		l->cmdlines = n;
		l->cmd_cap = cap;
	}
	for (i = (size_t)pid & (l->cmd_cap - 1); l->cmdlines[i].comm[0];
	     i = (i + 1) & (l->cmd_cap - 1))
		if (l->cmdlines[i].pid == pid)
			break;
	if (!l->cmdlines[i].comm[0])
		l->cmd_n++;
	l->cmdlines[i].pid = pid;
	snprintf(l->cmdlines[i].comm, TASK_COMM_MAX, "%s", comm[0] ? comm : "?");
	return 0;
}

static const char *resolve_comm(int pid, void *ctx)
{
	struct loader *l = ctx;
	size_t i;

	if (l->cmd_cap) {
		for (i = (size_t)pid & (l->cmd_cap - 1); l->cmdlines[i].comm[0];
		     i = (i + 1) & (l->cmd_cap - 1))
			if (l->cmdlines[i].pid == pid)
				return l->cmdlines[i].comm;
	}
	if (l->tep && tep_is_pid_registered(l->tep, pid))
		return tep_data_comm_from_pid(l->tep, pid);
	return NULL;
}

static int put_task(const struct task_row *t, void *arg)
{
	struct loader *l = arg;
	struct wval v[5];

	wv_int(&v[0], t->id);
	if (t->has_pid)
		wv_int(&v[1], t->pid);
	else
		wv_null(&v[1]);
	if (t->comm)
		wv_text(&v[2], t->comm, (uint32_t)t->len);
	else
		wv_null(&v[2]);
	if (t->has_ts) {
		wv_int(&v[3], (int64_t)t->first);
		wv_int(&v[4], (int64_t)t->last);
	} else {
		wv_null(&v[3]);
		wv_null(&v[4]);
	}
	return writer_put(l->w, l->wt_task, v);
}

/* write_states - the sched_state table */
static int write_states(struct loader *l)
{
	struct wval v[2];
	size_t i;

	for (i = 0; i < l->states_cap; i++) {
		if (!l->states[i].text)
			continue;
		wv_int(&v[0], l->states[i].id);
		wv_text(&v[1], l->states[i].text, l->states[i].len);
		if (writer_put(l->w, l->wt_state, v) < 0)
			return -1;
	}
	return 0;
}

/* write_tasks - the task table: events' (pid, comm) pairs, then saved_cmdlines */
static int write_tasks(struct loader *l)
{
	size_t i;
	int c;

	for (c = 0; c < l->nr_runs; c++)
		if (flush_run(l, &l->runs[c]) < 0)
			return -1;
	if (tasks_fold(l->tasks, resolve_comm, l) < 0)
		return -1;
	for (i = 0; i < l->cmd_cap; i++)
		if (l->cmdlines[i].comm[0] &&
		    tasks_name(l->tasks, l->cmdlines[i].pid, l->cmdlines[i].comm) < 0)
			return -1;
	return tasks_each(l->tasks, put_task, l) ? -1 : 0;
}

uint64_t loader_rows(struct loader *l, int tbl)
{
	return writer_rows(l->w, l->wt[tbl]);
}

uint64_t loader_marker_rows(struct loader *l)
{
	return writer_rows(l->w, l->wt_marker);
}

uint64_t loader_event_rows(struct loader *l)
{
	return writer_rows(l->w, l->wt_event);
}

uint64_t loader_events(struct loader *l)
{
	return l->nevents;
}

void loader_set_release(struct loader *l, const char *release)
{
	char buf[64];

	l->release = evmap_state_letters_release(0, release, buf) ? release : NULL;
}

uint64_t loader_states_numeric(const struct loader *l)
{
	return l->states_numeric;
}

uint64_t loader_first_ts(struct loader *l)
{
	return l->first_ts;
}

uint64_t loader_last_ts(struct loader *l)
{
	return l->last_ts;
}

void loader_get_faults(const struct loader *l, struct loader_faults *f)
{
	*f = l->faults;
}

/* write_faults - struct loader_faults into meta (loader.h says what each is) */
static int write_faults(struct loader *l)
{
	const struct loader_faults *f = &l->faults;
	int ret = 0;

	ret |= db_set_meta_int(l->db, "ts_out_of_order", (long long)f->ts_out_of_order);
	ret |= db_set_meta_int(l->db, "ts_max_backward_ns", (long long)f->ts_max_backward_ns);
	ret |= db_set_meta_int(l->db, "values_invalid", (long long)f->values_invalid);
	ret |= db_set_meta_int(l->db, "records_unreadable", (long long)f->records_unreadable);
	ret |= db_set_meta_int(l->db, "clock_sync_markers", (long long)f->clock_sync);
	return ret ? -1 : 0;
}

static void free_states(struct loader *l)
{
	size_t i;

	for (i = 0; i < l->states_cap; i++)
		free(l->states[i].text);
	free(l->states);
}

int loader_close(struct loader *l)
{
	int ret = 0;

	if (write_tasks(l) < 0 || write_states(l) < 0)
		ret = -1;
	if (writer_close(l->w) < 0)
		ret = -1;
	if (!ret && write_faults(l) < 0)
		ret = -1;
	tasks_free(l->tasks);
	free_states(l);
	reset_binds(l);
	free(l->cmdlines);
	free(l->runs);
	sb_free(&l->json);
	trace_seq_destroy(&l->print_seq);
	free(l);
	return ret;
}
