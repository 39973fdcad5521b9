// SPDX-License-Identifier: GPL-2.0
/*
 * cells.c - compare's cells: the runs of each configuration grouped, the
 * ratio of each label to the baseline per benchmark (metric and
 * performance per watt), the tracing overhead, the key metrics of each
 * label, then WHY (compare.h has the definitions).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "compare/compare.h"
#include "msg.h"

static double run_ppw(const struct cmp_run *r)
{
	if (!r->have_energy || !(r->watts > 0))
		return NAN;
	return r->lower ? 1 / (r->value * r->watts) : r->value / r->watts;
}

/* run_epw - energy per unit of work: 1 / perf-per-watt (J per run when the
 * metric is a time in seconds, J per MB of MB/s) */
static double run_epw(const struct cmp_run *r)
{
	double p = run_ppw(r);

	return isnan(p) || !(p > 0) ? NAN : 1 / p;
}

/* in_group - whether @r is a run of (@b, label @l, parameter @p) */
static int in_group(const struct cmp *c, const struct cmp_bench *b, int l, int p,
		    const struct cmp_run *r)
{
	return !strcmp(r->label, c->labels[l]) && !strcmp(r->bench, b->name) &&
	       !strcmp(r->metric, b->metric) && (p < 0 || !strcmp(r->param, b->params[p]));
}

/* group - summarise the runs of (@b, label @l, parameter @p): the light ones
 * give the ratios when there are any, else the traced ones */
static void group(struct cmp *c, struct cmp_bench *b, int l, int p, struct cmp_group *g,
		  double *vals, double *ppw)
{
	int i, n = 0, ne = 0, nl = 0, nt = 0, light;
	double watts = 0, epw = 0;

	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (in_group(c, b, l, p, r)) {
			nl += r->light;
			nt += !r->light;
		}
	}
	light = nl > 0;
	/* the traced runs' mean and sd, then the light runs' */
	for (i = 0; i < c->nruns; i++)
		if (in_group(c, b, l, p, &c->runs[i]) && !c->runs[i].light)
			vals[n++] = c->runs[i].value;
	cmp_mean_sd(vals, n, &g->traced_mean, &g->traced_sd);
	n = 0;
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (!in_group(c, b, l, p, r) || r->light != light)
			continue;
		vals[n++] = r->value;
		if (!isnan(run_ppw(r))) {
			ppw[ne++] = run_ppw(r);
			watts += r->watts;
			epw += run_epw(r);
		} else if (!b->no_energy && r->no_energy)
			b->no_energy = strdup(r->no_energy);
	}
	b->runs += n;
	b->runs_energy += ne;
	b->runs_light += nl;
	b->runs_traced += nt;
	g->n = n;
	cmp_mean_sd(vals, n, &g->mean, &g->sd);
	g->nppw = ne;
	cmp_mean_sd(ppw, ne, &g->ppw, &g->ppw_sd);
	g->watts = ne ? watts / ne : NAN;
	g->epw = ne ? epw / ne : NAN;
	g->traced = !light && nt > 0;
	g->nlight = nl;
	g->ntraced = nt;
	if (light) {
		g->light_mean = g->mean;
		g->light_sd = g->sd;
	} else {
		g->light_mean = NAN;
		g->light_sd = 0;
	}
}

/* run_val - what a ratio of @r is taken of: its metric, or its perf-per-watt */
static double run_val(const struct cmp_run *r, int ppw)
{
	return ppw ? run_ppw(r) : r->value;
}

/* logs_of - ln of the values (> 0) of the runs of (@b, label @l, value @p)
 * that are light (@light) or traced; Return: how many */
static int logs_of(const struct cmp *c, const struct cmp_bench *b, int l, int p, int ppw,
		   int light, double *out)
{
	int i, n = 0;

	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];
		double v = run_val(r, ppw);

		if (in_group(c, b, l, p, r) && r->light == light && v > 0)
			out[n++] = log(v);
	}
	return n;
}

static double mean_of(const double *v, int n)
{
	double s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += v[i];
	return n ? s / n : NAN;
}

/*
 * spread_of - the run-to-run spread of label @l on @b pooled over its
 * parameter values: at each value, the runs the ratios come from (light
 * ones, else traced), and with them, when the label has light and traced
 * runs at 2 or more values, its traced runs divided by its tracing overhead
 * (the geometric mean over those values of mean traced / mean light); the
 * squared deviations of ln(value) from each value's mean summed, over
 * the runs less one per value (and one for the overhead)
 */
static void spread_of(const struct cmp *c, const struct cmp_bench *b, int l, int ppw,
		      struct cmp_spread *out, double *x, double *y)
{
	double lno = 0, ss = 0, df = 0;
	int p, i, nov = 0, used = 0;

	for (p = 0; p < b->nparams; p++) {
		int nx = logs_of(c, b, l, p, ppw, 1, x), ny = logs_of(c, b, l, p, ppw, 0, y);
		double mx, my;

		if (!nx || !ny)
			continue;
		/* the overhead of the means, as TRACING OVERHEAD takes it */
		for (i = 0, mx = 0; i < nx; i++)
			mx += exp(x[i]);
		for (i = 0, my = 0; i < ny; i++)
			my += exp(y[i]);
		lno += log((my / ny) / (mx / nx));
		nov++;
	}
	lno = nov ? lno / nov : 0;
	for (p = 0; p < b->nparams; p++) {
		int nx = logs_of(c, b, l, p, ppw, 1, x), k = nx, ny = 0;
		double m;

		if (!nx) {
			/* no light run: the traced ones give the ratios */
			k = logs_of(c, b, l, p, ppw, 0, x);
		} else if (nov >= 2) {
			ny = logs_of(c, b, l, p, ppw, 0, y);
			for (i = 0; i < ny; i++)
				x[k++] = y[i] - lno;
			used |= ny > 0;
		}
		if (k < 2)
			continue;
		m = mean_of(x, k);
		for (i = 0; i < k; i++)
			ss += (x[i] - m) * (x[i] - m);
		df += k - 1;
	}
	df -= used;
	out->df = df > 0 ? df : 0;
	out->s2 = df > 0 ? ss / df : NAN;
}

/* pair_of - baseline and label groups of one parameter value; 0 when unusable */
static int pair_of(const struct cmp_group *gb, const struct cmp_group *gl, int ppw,
		   struct cmp_pair *pr)
{
	if (ppw) {
		if (!gb->nppw || !gl->nppw || !(gb->ppw > 0) || !(gl->ppw > 0))
			return 0;
		*pr = (struct cmp_pair){ gb->nppw, gl->nppw, gb->ppw, gb->ppw_sd, gl->ppw,
					 gl->ppw_sd };
		return 1;
	}
	if (!gb->n || !gl->n || !(gb->mean > 0) || !(gl->mean > 0))
		return 0;
	*pr = (struct cmp_pair){ gb->n, gl->n, gb->mean, gb->sd, gl->mean, gl->sd };
	return 1;
}

static void baseline_cell(struct cmp_cell *cell, int have, int nbase)
{
	memset(cell, 0, sizeof(*cell));
	cell->have = have;
	cell->rule = RULE_NONE;
	cell->ratio = have ? 1 : NAN;
	cell->lo = cell->hi = cell->df = NAN;
	cell->nused = cell->nbase = nbase;
}

/* cells - by parameter and summary cells of @b, for the metric or ppw */
static void cells(struct cmp *c, struct cmp_bench *b, int ppw, struct cmp_pair *pairs)
{
	struct cmp_cell *byp = ppw ? b->ppw_by_param : b->by_param;
	struct cmp_cell *sum = ppw ? b->ppw : b->ratio;
	const struct cmp_spread *sp = ppw ? b->ppw_spread : b->spread;
	int L = c->nlabels, l, p, nbase = 0;

	for (p = 0; p < b->nparams; p++) {
		struct cmp_pair pr;

		if (pair_of(&b->g[(size_t)p * L], &b->g[(size_t)p * L], ppw, &pr))
			nbase++;
	}
	for (l = 0; l < L; l++) {
		int n = 0, traced = 0;

		for (p = 0; p < b->nparams; p++) {
			struct cmp_cell *cell = &byp[p * L + l];
			struct cmp_pair pr;
			int ok = pair_of(&b->g[(size_t)p * L], &b->g[p * L + l], ppw, &pr);

			if (l == 0) {
				baseline_cell(cell, ok, 1);
				continue;
			}
			if (!ok) {
				cmp_cell_compute(NULL, 0, 1, c->opts.noise, NULL, NULL, cell);
				continue;
			}
			cmp_cell_compute(&pr, 1, 1, c->opts.noise, &sp[0], &sp[l], cell);
			cell->traced = b->g[(size_t)p * L].traced || b->g[p * L + l].traced;
			traced |= cell->traced;
			pairs[n++] = pr;
		}
		if (l == 0) {
			baseline_cell(&sum[0], nbase > 0, nbase);
			for (p = 0; p < b->nparams; p++) {
				byp[(size_t)p * L].traced = b->g[(size_t)p * L].traced;
				sum[0].traced |= byp[(size_t)p * L].traced;
			}
		} else {
			cmp_cell_compute(pairs, n, nbase, c->opts.noise, &sp[0], &sp[l], &sum[l]);
			sum[l].traced = traced;
		}
	}
}

/* overhead - traced / light of each label of @b: a cell as the ratios are,
 * the light runs standing for the baseline */
static void overhead(struct cmp *c, struct cmp_bench *b, struct cmp_pair *pairs)
{
	int L = c->nlabels, l, p;

	for (l = 0; l < L; l++) {
		int n = 0;

		for (p = 0; p < b->nparams; p++) {
			const struct cmp_group *g = &b->g[p * L + l];

			if (!g->nlight || !g->ntraced || !(g->light_mean > 0) ||
			    !(g->traced_mean > 0))
				continue;
			pairs[n++] = (struct cmp_pair){ g->nlight, g->ntraced, g->light_mean,
							g->light_sd, g->traced_mean, g->traced_sd };
		}
		cmp_cell_compute(pairs, n, b->nparams, c->opts.noise, NULL, NULL, &b->overhead[l]);
	}
}

static void mean_add(double *sum, int *n, double v)
{
	if (isnan(v))
		return;
	*sum += v;
	(*n)++;
}

/* summarize - key metrics of label @l over its runs of @b */
static void summarize(struct cmp *c, struct cmp_bench *b, int l, struct cmp_summary *s)
{
	double sum[8] = { 0 };
	int cnt[8] = { 0 }, paths[NR_PATHS] = { 0 }, i, k, j;
	const char *ids[32];
	int idn[32], nids = 0;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (r->light || !in_group(c, b, l, -1, r))
			continue;
		s->runs++;
		if (r->m.updates) {
			s->updates = 1;
			paths[r->m.path]++;
		}
		mean_add(&sum[0], &cnt[0], r->m.delay_p50_us);
		mean_add(&sum[1], &cnt[1], r->m.delay_p99_us);
		mean_add(&sum[2], &cnt[2], r->m.requested);
		mean_add(&sum[3], &cnt[3], r->m.delivered);
		mean_add(&sum[4], &cnt[4], r->m.wakeup_p99_us);
		mean_add(&sum[5], &cnt[5], r->m.watts);
		mean_add(&sum[6], &cnt[6], r->m.idle_share);
		mean_add(&sum[7], &cnt[7], r->m.wake_idle_share);
		for (k = 0; k < CMP_NFIND && r->m.findings[k]; k++) {
			for (j = 0; j < nids && strcmp(ids[j], r->m.findings[k]) != 0; j++)
				;
			if (j == nids && nids < 32) {
				ids[nids] = r->m.findings[k];
				idn[nids++] = 0;
			}
			if (j < nids)
				idn[j]++;
		}
	}
	s->path = PATH_UNKNOWN;
	for (k = 0; k < NR_PATHS; k++)
		if (paths[k] > paths[s->path])
			s->path = (enum gov_path)k;
	s->delay_p50_us = cnt[0] ? sum[0] / cnt[0] : NAN;
	s->delay_p99_us = cnt[1] ? sum[1] / cnt[1] : NAN;
	s->requested = cnt[2] ? sum[2] / cnt[2] : NAN;
	s->delivered = cnt[3] ? sum[3] / cnt[3] : NAN;
	s->wakeup_p99_us = cnt[4] ? sum[4] / cnt[4] : NAN;
	s->watts = cnt[5] ? sum[5] / cnt[5] : NAN;
	s->idle_share = cnt[6] ? sum[6] / cnt[6] : NAN;
	s->wake_idle_share = cnt[7] ? sum[7] / cnt[7] : NAN;
	/* the most frequent findings first (a stable selection: ties keep rank order) */
	for (k = 0; k < CMP_NFIND; k++) {
		int best = -1;
		size_t len = strlen(s->findings);

		for (j = 0; j < nids; j++)
			if (idn[j] > 0 && (best < 0 || idn[j] > idn[best]))
				best = j;
		if (best < 0)
			break;
		snprintf(s->findings + len, sizeof(s->findings) - len, "%s%s", len ? ", " : "",
			 ids[best]);
		idn[best] = 0;
	}
}

int cmp_compute(struct cmp *c)
{
	int L = c->nlabels, i, l, p;

	for (i = 0; i < c->nbench; i++) {
		struct cmp_bench *b = &c->bench[i];
		size_t cellsz = (size_t)b->nparams * L;
		double *vals = calloc(c->nruns, sizeof(double));
		double *ppw = calloc(c->nruns, sizeof(double));
		struct cmp_pair *pairs = calloc(b->nparams + 1, sizeof(*pairs));

		b->g = calloc(cellsz, sizeof(*b->g));
		b->by_param = calloc(cellsz, sizeof(*b->by_param));
		b->ppw_by_param = calloc(cellsz, sizeof(*b->ppw_by_param));
		b->ratio = calloc(L, sizeof(*b->ratio));
		b->ppw = calloc(L, sizeof(*b->ppw));
		b->overhead = calloc(L, sizeof(*b->overhead));
		b->sum = calloc(L, sizeof(*b->sum));
		b->spread = calloc(L, sizeof(*b->spread));
		b->ppw_spread = calloc(L, sizeof(*b->ppw_spread));
		if (!vals || !ppw || !pairs || !b->g || !b->by_param || !b->ppw_by_param ||
		    !b->ratio || !b->ppw || !b->overhead || !b->sum || !b->spread ||
		    !b->ppw_spread) {
			free(vals);
			free(ppw);
			free(pairs);
			return -1;
		}
		b->runs = b->runs_energy = b->runs_light = b->runs_traced = 0;
		for (p = 0; p < b->nparams; p++)
			for (l = 0; l < L; l++)
				group(c, b, l, p, &b->g[p * L + l], vals, ppw);
		for (l = 0; l < L; l++) {
			spread_of(c, b, l, 0, &b->spread[l], vals, ppw);
			spread_of(c, b, l, 1, &b->ppw_spread[l], vals, ppw);
		}
		cells(c, b, 0, pairs);
		cells(c, b, 1, pairs);
		overhead(c, b, pairs);
		for (l = 0; l < L; l++)
			summarize(c, b, l, &b->sum[l]);
		free(vals);
		free(ppw);
		free(pairs);
	}
	return cmp_why_compute(c);
}
