// SPDX-License-Identifier: GPL-2.0
/*
 * samples.c - complete aperf/mperf/tsc readings from counter_sample.
 *
 * A round of `record`'s sampler reads every counter of every CPU in turn
 * and writes one row per reading, in time order (rowid order).  A CPU's
 * reading is complete once its three counters have been read; a counter
 * read twice before the other two (a failed read in between) drops the
 * partial reading, counted as incomplete.
 */
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "evmap.h"
#include "msg.h"
#include "pass/queries.h"
#include "pass/samples.h"

enum { C_APERF, C_MPERF, C_TSC, NR_C };

struct partial {
	unsigned int have; /* 1 << C_* */
	int64_t v[NR_C];
	uint64_t ts;
};

struct samples {
	sqlite3_stmt *st;
	struct partial *cpus;
	int ncpus;
	uint64_t last_ts;
	int done;
	struct samples_stats stats;
};

struct samples *samples_open(sqlite3 *db, uint64_t from, uint64_t to)
{
	struct samples *r = calloc(1, sizeof(*r));

	if (!r) {
		pt_err("samples: out of memory");
		return NULL;
	}
	r->st = db_prepare(db, Q_MSR_SAMPLES);
	if (!r->st) {
		free(r);
		return NULL;
	}
	sqlite3_bind_int64(r->st, 1, (int64_t)from);
	sqlite3_bind_int64(r->st, 2, to > INT64_MAX ? INT64_MAX : (int64_t)to);
	return r;
}

/* partial_of - the partial reading of @cpu, the table grown to hold it */
static struct partial *partial_of(struct samples *r, int cpu)
{
	struct partial *p;
	int n;

	if (cpu < r->ncpus)
		return &r->cpus[cpu];
	n = cpu + 1 > 2 * r->ncpus ? cpu + 1 : 2 * r->ncpus;
	p = realloc(r->cpus, (size_t)n * sizeof(*p));
	if (!p)
		return NULL;
	memset(p + r->ncpus, 0, (size_t)(n - r->ncpus) * sizeof(*p));
	r->cpus = p;
	r->ncpus = n;
	return &r->cpus[cpu];
}

static int counter_index(const char *name)
{
	if (!name)
		return -1;
	if (!strcmp(name, "msr/aperf"))
		return C_APERF;
	if (!strcmp(name, "msr/mperf"))
		return C_MPERF;
	if (!strcmp(name, "msr/tsc"))
		return C_TSC;
	return -1;
}

int samples_next(struct samples *r, struct sample *s)
{
	int rc = SQLITE_DONE, k, cpu, i;

	while (!r->done && (rc = sqlite3_step(r->st)) == SQLITE_ROW) {
		struct partial *p;
		int64_t ts;

		r->stats.rows++;
		k = counter_index((const char *)sqlite3_column_text(r->st, 2));
		if (sqlite3_column_type(r->st, 0) != SQLITE_INTEGER ||
		    sqlite3_column_type(r->st, 1) != SQLITE_INTEGER ||
		    sqlite3_column_type(r->st, 3) != SQLITE_INTEGER || k < 0 ||
		    (ts = sqlite3_column_int64(r->st, 0)) < 0 ||
		    sqlite3_column_int64(r->st, 1) < 0 ||
		    sqlite3_column_int64(r->st, 1) >= PT_MAX_CPUS) {
			r->stats.invalid++;
			continue;
		}
		if ((uint64_t)ts < r->last_ts) {
			r->stats.back++;
			continue;
		}
		r->last_ts = (uint64_t)ts;
		cpu = sqlite3_column_int(r->st, 1);
		p = partial_of(r, cpu);
		if (!p) {
			pt_err("samples: out of memory");
			return -1;
		}
		if (p->have & 1u << k) {
			r->stats.incomplete++;
			p->have = 0;
		}
		p->have |= 1u << k;
		p->v[k] = sqlite3_column_int64(r->st, 3);
		p->ts = (uint64_t)ts;
		if (p->have != (1u << NR_C) - 1)
			continue;
		p->have = 0;
		s->ts = p->ts;
		s->cpu = cpu;
		s->aperf = p->v[C_APERF];
		s->mperf = p->v[C_MPERF];
		s->tsc = p->v[C_TSC];
		return 1;
	}
	if (!r->done) {
		r->done = 1;
		if (rc != SQLITE_DONE) {
			db_error(sqlite3_db_handle(r->st), "counter_sample");
			return -1;
		}
		/* the readings the end of the run cut short */
		for (i = 0; i < r->ncpus; i++)
			r->stats.incomplete += r->cpus[i].have != 0;
	}
	return 0;
}

const struct samples_stats *samples_stats(const struct samples *r)
{
	return &r->stats;
}

void samples_close(struct samples *r)
{
	if (!r)
		return;
	sqlite3_finalize(r->st);
	free(r->cpus);
	free(r);
}
