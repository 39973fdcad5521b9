// SPDX-License-Identifier: GPL-2.0
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "db.h"
#include "evmap.h"
#include "loader.h"
#include "msg.h"
#include "quote.h"
#include "strbuf.h"
#include "summary.h"
#include "wrap.h"

struct cpu_loss {
	long long missed;  /* from the missed-events markers */
	int unknown;       /* a marker said "lost, number unknown" */
	long long stretches; /* markers */
	uint64_t first_ts, last_ts; /* of the markers that had one */
	long long overrun; /* per_cpu stats at the end */
	long long commit_overrun;
	long long dropped;
	long long entries; /* left in the buffer, unread */
	long long read;    /* taken out by the readers (have_read) */
	long long stored;  /* read back from the spool (have_stored) */
	int have_read, have_stored;
	long long spool;   /* events the spool could not take */
	uint64_t spool_first_ts, spool_last_ts;
};

struct summary {
	int nr_cpus;
	struct cpu_loss *cpus;
	uint64_t rows[NR_EVENT_TABLES];
	uint64_t markers, others, events;
	uint64_t span_ns, convert_ns;
	unsigned long unparsed;
	struct loader_faults faults;
	char *counters, *output, *cmd, *traced;
	int exit_code, interrupted;
	int light; /* record --counters-only: no events by design */
	int truncated; /* the input is cut short */
	/* a recording's: what to change when events were lost */
	uint64_t t0;
	size_t buffer_kb;
	char *readers, *spool_error;
	int realtime, rt_refused;
};

struct summary *summary_new(int nr_cpus)
{
	struct summary *s = calloc(1, sizeof(*s));

	if (!s)
		return NULL;
	s->nr_cpus = nr_cpus > 0 ? nr_cpus : 1;
	s->cpus = calloc(s->nr_cpus, sizeof(*s->cpus));
	if (!s->cpus) {
		free(s);
		return NULL;
	}
	s->exit_code = -1;
	return s;
}

void summary_free(struct summary *s)
{
	if (!s)
		return;
	free(s->cpus);
	free(s->counters);
	free(s->output);
	free(s->cmd);
	free(s->readers);
	free(s->spool_error);
	free(s->traced);
	free(s);
}

static struct cpu_loss *cpu_of(struct summary *s, int cpu)
{
	if (cpu < 0)
		return NULL;
	if (cpu >= s->nr_cpus) {
		struct cpu_loss *c = realloc(s->cpus, (cpu + 1) * sizeof(*c));

		if (!c)
			return NULL;
		memset(c + s->nr_cpus, 0, (cpu + 1 - s->nr_cpus) * sizeof(*c));
		s->cpus = c;
		s->nr_cpus = cpu + 1;
	}
	return &s->cpus[cpu];
}

static void span_add(uint64_t *first, uint64_t *last, uint64_t ts)
{
	if (!ts)
		return;
	if (!*first || ts < *first)
		*first = ts;
	if (ts > *last)
		*last = ts;
}

void summary_lost(struct summary *s, int cpu, long long count)
{
	summary_lost_at(s, cpu, 0, count);
}

void summary_lost_at(struct summary *s, int cpu, uint64_t ts, long long count)
{
	struct cpu_loss *c = cpu_of(s, cpu);

	if (!c)
		return;
	c->stretches++;
	span_add(&c->first_ts, &c->last_ts, ts);
	if (count < 0) {
		c->unknown = 1;
	} else if (c->missed > LLONG_MAX - count) {
		c->missed = LLONG_MAX; /* at least that many */
		c->unknown = 1;
	} else {
		c->missed += count;
	}
}

void summary_spool_lost(struct summary *s, int cpu, uint64_t ts, uint64_t ts_end,
			long long events)
{
	struct cpu_loss *c = cpu_of(s, cpu);

	if (!c)
		return;
	c->spool += events;
	span_add(&c->spool_first_ts, &c->spool_last_ts, ts);
	span_add(&c->spool_first_ts, &c->spool_last_ts, ts_end);
}

void summary_recording(struct summary *s, uint64_t t0_ns, size_t buffer_kb, const char *readers,
		       int realtime, int rt_refused, const char *spool_error)
{
	s->t0 = t0_ns;
	s->buffer_kb = buffer_kb;
	free(s->readers);
	free(s->spool_error);
	s->readers = readers ? strdup(readers) : NULL;
	s->spool_error = spool_error ? strdup(spool_error) : NULL;
	s->realtime = realtime;
	s->rt_refused = rt_refused;
}

void summary_buffer(struct summary *s, int cpu, long long entries, long long overrun,
		    long long commit_overrun, long long dropped, long long read)
{
	struct cpu_loss *c = cpu_of(s, cpu);

	if (!c)
		return;
	c->entries = entries > 0 ? entries : 0;
	c->overrun = overrun > 0 ? overrun : 0;
	c->commit_overrun = commit_overrun > 0 ? commit_overrun : 0;
	c->dropped = dropped > 0 ? dropped : 0;
	c->read = read;
	c->have_read = read >= 0;
}

void summary_stored(struct summary *s, int cpu, long long events)
{
	struct cpu_loss *c = cpu_of(s, cpu);

	if (!c)
		return;
	c->stored = events;
	c->have_stored = 1;
}

void summary_rows(struct summary *s, const uint64_t *rows, uint64_t markers, uint64_t others,
		  uint64_t events)
{
	memcpy(s->rows, rows, sizeof(s->rows));
	s->markers = markers;
	s->others = others;
	s->events = events;
}

void summary_loader(struct summary *s, struct loader *l)
{
	uint64_t rows[NR_EVENT_TABLES];
	int i;

	for (i = 0; i < NR_EVENT_TABLES; i++)
		rows[i] = loader_rows(l, i);
	summary_rows(s, rows, loader_marker_rows(l), loader_event_rows(l), loader_events(l));
	loader_get_faults(l, &s->faults);
}

void summary_faults(struct summary *s, const struct loader_faults *f)
{
	s->faults = *f;
}

int summary_lost_from_db(struct summary *s, sqlite3 *db)
{
	sqlite3_stmt *st;

	st = db_prepare(db, "SELECT cpu, count, ts FROM lost_events");
	if (!st)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW)
		summary_lost_at(s, sqlite3_column_int(st, 0),
				(uint64_t)sqlite3_column_int64(st, 2),
				sqlite3_column_type(st, 1) == SQLITE_NULL ?
					-1 :
					sqlite3_column_int64(st, 1));
	sqlite3_finalize(st);
	st = db_prepare(db, "SELECT cpu, overrun, commit_overrun, dropped_events FROM "
			    "buffer_stats");
	if (!st)
		return -1;
	/* entries and read_events of an imported file say nothing lost: the
	 * file's stats may have been taken before its last sub-buffers were */
	while (sqlite3_step(st) == SQLITE_ROW)
		summary_buffer(s, sqlite3_column_int(st, 0), 0, sqlite3_column_int64(st, 1),
			       sqlite3_column_int64(st, 2), sqlite3_column_int64(st, 3), -1);
	sqlite3_finalize(st);
	return 0;
}

void summary_set(struct summary *s, uint64_t span_ns, uint64_t convert_ns, const char *counters,
		 const char *output, const char *cmd, int exit_code, int interrupted)
{
	s->span_ns = span_ns;
	s->convert_ns = convert_ns;
	s->counters = counters ? strdup(counters) : NULL;
	s->output = output ? strdup(output) : NULL;
	s->cmd = cmd ? strdup(cmd) : NULL;
	s->exit_code = exit_code;
	s->interrupted = interrupted;
}

void summary_light(struct summary *s)
{
	s->light = 1;
}

void summary_traced(struct summary *s, const char *text)
{
	free(s->traced);
	s->traced = text ? strdup(text) : NULL;
}

void summary_truncated(struct summary *s)
{
	s->truncated = 1;
}

void summary_unparsed(struct summary *s, unsigned long lines)
{
	s->unparsed = lines;
}

/* when - " from A s to B s" of the recording, or " at A s", or nothing */
static void when(const struct summary *s, struct strbuf *sb, uint64_t first, uint64_t last)
{
	double a, b;

	if (!s->t0 || !first)
		return;
	a = first > s->t0 ? (double)(first - s->t0) / 1e9 : 0;
	b = last > s->t0 ? (double)(last - s->t0) / 1e9 : 0;
	if (last > first)
		sb_printf(sb, " from %.3f s to %.3f s", a, b);
	else
		sb_printf(sb, " at %.3f s", a);
}

void summary_lost_text(const struct summary *s, int nr_cpus, struct strbuf *sb)
{
	int i, ring = 0, spool = 0, left = 0;

	for (i = 0; i < s->nr_cpus; i++) {
		const struct cpu_loss *c = &s->cpus[i];
		int lost = c->missed || c->unknown || c->overrun || c->commit_overrun || c->dropped;
		long long held = c->stored + c->spool;
		int short_read = c->have_read && c->have_stored && c->read != held;

		if (!lost && !c->spool && !c->entries && !short_read)
			continue;
		sb_printf(sb, "%sCPU %d: ", sb->len ? "; " : "", i);
		if (lost) {
			ring = 1;
			if (c->missed || !c->unknown)
				sb_printf(sb, "%lld%s", c->missed, c->unknown ? "+" : "");
			else
				sb_adds(sb, "some (number unknown)");
			if (c->overrun)
				sb_printf(sb, ", overrun %lld", c->overrun);
			if (c->commit_overrun)
				sb_printf(sb, ", commit overrun %lld", c->commit_overrun);
			if (c->dropped)
				sb_printf(sb, ", dropped %lld", c->dropped);
			when(s, sb, c->first_ts, c->last_ts);
			if (s->t0 && c->stretches > 1)
				sb_printf(sb, " in %lld stretches", c->stretches);
		}
		if (c->spool) {
			spool = 1;
			sb_printf(sb, "%s%lld not written to the spool", lost ? "; " : "", c->spool);
			when(s, sb, c->spool_first_ts, c->spool_last_ts);
		}
		if (c->entries) {
			left = 1;
			sb_printf(sb, "%s%lld left unread in the ring buffer",
				  lost || c->spool ? "; " : "", c->entries);
		}
		if (short_read) {
			left = 1;
			sb_printf(sb, "%sthe readers took %lld events, the spool gave back %lld",
				  lost || c->spool || c->entries ? "; " : "", c->read, c->stored);
		}
	}
	if (!ring && !spool && !left) {
		sb_printf(sb, "none (on %d CPUs)", nr_cpus);
		return;
	}
	if (ring && !s->buffer_kb)
		sb_adds(sb, "; raise -b to keep them");
	else if (ring && !s->realtime)
		sb_printf(sb, "; the readers ran %s: %s", s->readers ? s->readers : "SCHED_OTHER",
			  s->rt_refused ? "run as root (CAP_SYS_NICE) so that they run realtime" :
					  "let them run realtime (-r 1)");
	else if (ring)
		sb_printf(sb, "; the buffer was %zu KiB per CPU: raise -b (-b %zu), or record "
			      "fewer events (--no-event)",
			  s->buffer_kb, s->buffer_kb * 4);
	if (spool)
		sb_printf(sb, "; %s: make room there, or put the spool elsewhere (--keep-spool)",
			  s->spool_error ? s->spool_error : "the spool could not be written");
}

/*
 * wrap - print "label  text" folded at 78 columns under the label; the text
 * (paths, the counters' and the spool's messages) made inert first
 */
static void wrap(const char *label, const char *text)
{
	char first[32], *safe = text_safe(text ? text : "");

	snprintf(first, sizeof(first), "  %-11s", label);
	wrap_text(stderr, first, 13, safe ? safe : "(out of memory)", 78);
	free(safe);
}

/* input_faults - what was wrong with the input, as one sentence; "" when nothing */
static void input_faults(const struct summary *s, struct strbuf *sb)
{
	const struct loader_faults *f = &s->faults;

	if (s->truncated)
		sb_adds(sb, "cut short (meta truncated)");
	if (s->unparsed)
		sb_printf(sb, "%s%lu lines did not parse", sb->len ? ", " : "", s->unparsed);
	if (f->ts_out_of_order)
		sb_printf(sb, "%s%llu events out of time order (up to %.6f s back)",
			  sb->len ? ", " : "", (unsigned long long)f->ts_out_of_order,
			  (double)f->ts_max_backward_ns / 1e9);
	if (f->values_invalid)
		sb_printf(sb, "%s%llu invalid values stored as NULL", sb->len ? ", " : "",
			  (unsigned long long)f->values_invalid);
	if (f->records_unreadable)
		sb_printf(sb, "%s%llu unreadable records left out", sb->len ? ", " : "",
			  (unsigned long long)f->records_unreadable);
}

void summary_print(const struct summary *s, int nr_cpus)
{
	struct strbuf sb = STRBUF_INIT, none = STRBUF_INIT;
	struct stat st;
	char *cmd;
	int i;

	/* the input's name and the command come from the user, or from a
	 * trace: made inert as every message is */
	cmd = text_safe(s->cmd);
	if (pt_verbose < 1) {
		input_faults(s, &sb);
		if (sb.len && cmd && !s->span_ns)
			fprintf(stderr, "%s: %s: %s\n", pt_prog, cmd, sb_cstr(&sb));
		else if (sb.len)
			fprintf(stderr, "%s: %s\n", pt_prog, sb_cstr(&sb));
		sb_free(&sb);
		free(cmd);
		return;
	}
	if (cmd && !s->span_ns)
		fprintf(stderr, "%s: imported %s\n", pt_prog, cmd);
	else if (cmd)
		fprintf(stderr, "%s: recorded %.3f s of %s (%s %d)\n", pt_prog,
			(double)s->span_ns / 1e9, cmd,
			s->interrupted ? "interrupted, exit status" : "exit status", s->exit_code);
	else if (s->span_ns)
		fprintf(stderr, "%s: recorded %.3f s%s\n", pt_prog, (double)s->span_ns / 1e9,
			s->interrupted ? " (interrupted)" : "");
	else
		fprintf(stderr, "%s: imported\n", pt_prog);
	free(cmd);

	if (s->light) {
		wrap("events", "none: --counters-only (no tracepoints, no ring buffers)");
		goto counters;
	}
	sb_printf(&sb, "%llu:", (unsigned long long)s->events);
	for (i = 0; i < NR_EVENT_TABLES; i++) {
		if (s->rows[i])
			sb_printf(&sb, " %s %llu,", evmap_tables[i].table,
				  (unsigned long long)s->rows[i]);
		else
			sb_printf(&none, "%s%s", none.len ? ", " : "", evmap_tables[i].table);
	}
	if (s->markers)
		sb_printf(&sb, " marker %llu,", (unsigned long long)s->markers);
	if (s->others)
		sb_printf(&sb, " event %llu,", (unsigned long long)s->others);
	if (sb.buf[sb.len - 1] == ',')
		sb.buf[--sb.len] = '\0';
	wrap("events", sb_cstr(&sb));
	if (s->traced)
		wrap("traced", s->traced);
	if (none.len)
		wrap("no events", sb_cstr(&none));
	sb_reset(&sb);
	input_faults(s, &sb);
	if (sb.len)
		wrap("bad input", sb_cstr(&sb));

	sb_reset(&sb);
	summary_lost_text(s, nr_cpus, &sb);
	wrap("lost", sb_cstr(&sb));

counters:
	if (s->counters)
		wrap("counters", s->counters);
	if (s->output) {
		sb_reset(&sb);
		sb_printf(&sb, "%s", s->output);
		if (stat(s->output, &st) == 0)
			sb_printf(&sb, " (%.1f MiB)", (double)st.st_size / 1048576.0);
		if (s->convert_ns && !s->light)
			sb_printf(&sb, ", written in %.2f s (%.2fM events/s)",
				  (double)s->convert_ns / 1e9,
				  (double)s->events / ((double)s->convert_ns / 1e3));
		wrap("output", sb_cstr(&sb));
	}
	sb_free(&sb);
	sb_free(&none);
}
