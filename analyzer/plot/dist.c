// SPDX-License-Identifier: GPL-2.0
/*
 * dist.c - distributions: the governor delay (a histogram per path,
 * rate_limit_us marked) and the wakeup latency of workload tasks (a CDF
 * per requested-performance band, as the report's by_requested_band).
 *
 * The samples are the ones the report counts, from its hooks; they are
 * kept (8 bytes each) and sorted, so that the CDF's percentiles are the
 * report's exact nearest-rank ones: the row of percentile p holds the
 * ceil(p/100 n)-th smallest value (rank_of() of stats.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "plot/plot.h"

struct u64v {
	uint64_t *v;
	size_t n, cap;
};

struct plot_dist {
	struct u64v lat[NR_BANDS + 1];
	struct u64v all;
	struct u64v delay[2][NR_PATHS]; /* [from_waking][path] */
	int oom;
};

struct plot_dist *plot_dist_new(void)
{
	return calloc(1, sizeof(struct plot_dist));
}

void plot_dist_free(struct plot_dist *d)
{
	int i, k;

	if (!d)
		return;
	for (i = 0; i <= NR_BANDS; i++)
		free(d->lat[i].v);
	free(d->all.v);
	for (k = 0; k < 2; k++)
		for (i = 0; i < NR_PATHS; i++)
			free(d->delay[k][i].v);
	free(d);
}

static void push(struct plot_dist *d, struct u64v *u, uint64_t v)
{
	if (u->n == u->cap) {
		size_t cap = u->cap ? u->cap * 2 : 1024;
		uint64_t *g = realloc(u->v, cap * sizeof(*g));

		if (!g) {
			d->oom = 1;
			return;
		}
		u->v = g;
		u->cap = cap;
	}
	u->v[u->n++] = v;
}

void plot_dist_latency(struct plot_dist *d, uint64_t lat_ns, double requested)
{
	push(d, &d->all, lat_ns);
	push(d, &d->lat[perf_band(requested)], lat_ns);
}

void plot_dist_delay(struct plot_dist *d, uint64_t delay_ns, int from_waking, enum gov_path path)
{
	push(d, &d->delay[!!from_waking][path < NR_PATHS ? path : PATH_UNKNOWN], delay_ns);
}

static int cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

static void sort_v(struct u64v *u)
{
	if (u->n > 1)
		qsort(u->v, u->n, sizeof(*u->v), cmp_u64);
}

static double us_of(uint64_t ns)
{
	return (double)ns / 1e3;
}

/* pct - the nearest-rank percentile @p of sorted @u, in us */
static double pct(const struct u64v *u, double p)
{
	return u->n ? us_of(u->v[rank_of(p, u->n) - 1]) : NAN;
}

static double mean_us(const struct u64v *u)
{
	long double s = 0;
	size_t i;

	for (i = 0; i < u->n; i++)
		s += u->v[i];
	return u->n ? (double)(s / u->n) / 1e3 : NAN;
}

/* summary - "n N, p50 X, p90 Y, p99 Z, max M us" */
static void summary(char *buf, size_t len, const struct u64v *u)
{
	snprintf(buf, len, "n %zu, p50 %.3f, p90 %.3f, p99 %.3f, max %.3f, mean %.3f us", u->n,
		 pct(u, 50), pct(u, 90), pct(u, 99), pct(u, 100), mean_us(u));
}

/* ---- governor delay ------------------------------------------------------- */

#define DELAY_PER_DECADE 10

/* the lower edge of log bin @k, us */
static double edge(int k)
{
	return pow(10.0, (double)k / DELAY_PER_DECADE);
}

static int bin_k(double us)
{
	return (int)floor(log10(us) * DELAY_PER_DECADE + 1e-9);
}

/* what the delay figure's two files share */
struct delay_fig {
	struct plot_dist *d;
	int src; /* delays from the sugov waking: the trace has no queue events */
	int k0, k1; /* the bins drawn */
	int have;
};

static int delay_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct analysis *a = p->a;
	struct delay_fig *df = arg;
	int path, k;
	char sum[160];

	fprintf(f,
		"# Governor delay: from the work being queued (%s)\n"
		"# to the frequency write by the task that ran it (DESIGN.md 3): the\n"
		"# samples of the report's governor.delay_us.  Bins: %d per decade; the\n"
		"# first row of a block also holds delays below its lower edge (0 too).\n",
		df->src ? "here from the sugov:N kthread's\n# waking: the trace has no queue events"
			: "sched_kthread_work_queue_work\n# or workqueue_queue_work",
		DELAY_PER_DECADE);
	if (a->rate_limit_us)
		fprintf(f, "# rate_limit_us %llu\n", (unsigned long long)a->rate_limit_us);
	for (path = 0; path < NR_PATHS; path++) {
		struct u64v *u = &df->d->delay[df->src][path];
		size_t i = 0;

		if (!u->n)
			continue;
		summary(sum, sizeof(sum), u);
		fprintf(f, "\n\n# path %s: %s\n# lo_us hi_us count share\n", path_name(path), sum);
		for (k = df->k0; k < df->k1; k++) {
			size_t n0 = i;

			while (i < u->n && (k == df->k1 - 1 || us_of(u->v[i]) < edge(k + 1) - 1e-9))
				i++;
			fprintf(f, "%.6g %.6g %zu %.6f\n", edge(k), edge(k + 1), i - n0,
				(double)(i - n0) / (double)u->n);
		}
	}
	return 0;
}

static void delay_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct analysis *a = p->a;
	struct delay_fig *df = arg;
	int path, first = 1, style = 0;
	char sum[160];

	fputs("set logscale x\nset format x '%g'\n", f);
	fprintf(f, "set xrange [%.6g:%.6g]\nset yrange [0:*]\n", edge(df->k0),
		fmax(edge(df->k1), (double)a->rate_limit_us * 1.5));
	fputs("set xlabel 'governor delay: work queued -> frequency written (us, log scale)'\n"
	      "set ylabel 'updates per bin'\nset key outside below horizontal\n",
	      f);
	if (a->rate_limit_us) {
		fprintf(f,
			"# rate_limit_us of the policy (cpu table): schedutil does not update\n"
			"# more often than that\nrate_limit = %llu\n",
			(unsigned long long)a->rate_limit_us);
		fputs("set arrow 1 from rate_limit, graph 0 to rate_limit, graph 1 nohead "
		      "lw 2 dt 3 lc rgb '#CC79A7' front\n"
		      "set label 1 sprintf('rate_limit_us = %d ', rate_limit) at rate_limit, "
		      "graph 0.95 right front\n",
		      f);
	}
	for (path = 0; path < NR_PATHS; path++) {
		struct u64v *u = &df->d->delay[df->src][path];

		if (!u->n)
			continue;
		gp_clause(f, &first);
		fprintf(f,
			"datafile index 'path %s:' using (sqrt($1*$2)):($3/2):1:2:(0):3 "
			"with boxxyerror fs transparent pattern %d border ls %d dt 1 title ",
			path_name(path), 4 + style, 2 + style);
		snprintf(sum, sizeof(sum), "%s%s: n %zu, p50 %.1f us, p99 %.1f us", path_name(path),
			 df->src ? " (from the sugov waking)" : "", u->n, pct(u, 50), pct(u, 99));
		gp_str(f, sum);
		style++;
	}
	fputc('\n', f);
}

void plot_delay_write(struct plot_ctx *p)
{
	const struct analysis *a = p->a;
	struct delay_fig df = { p->dist, a->delay_from_waking, 0, 0, 0 };
	struct plot_figure fg = { "delay",
				  "governor delay histogram per path",
				  "governor delay histogram per path",
				  1000,
				  600,
				  p->title,
				  delay_dat,
				  delay_gp,
				  &df };
	double lo_us = INFINITY, hi_us = 0;
	int path;

	if (a->path != PATH_KTHREAD && a->path != PATH_WORKQUEUE) {
		plot_skip(p, "delay", "governor delay: the path is %s%s", path_name(a->path),
			  a->path == PATH_FAST ? " (the write happens in scheduler context)"
					       : " (no frequency updates)");
		return;
	}
	if (df.d->oom) {
		plot_skip(p, "delay", "governor delay: out of memory");
		return;
	}
	for (path = 0; path < NR_PATHS; path++) {
		struct u64v *u = &df.d->delay[df.src][path];

		if (!u->n)
			continue;
		sort_v(u);
		df.have += (int)u->n;
		if (u->v[0] > 0 && us_of(u->v[0]) < lo_us)
			lo_us = us_of(u->v[0]);
		if (us_of(u->v[u->n - 1]) > hi_us)
			hi_us = us_of(u->v[u->n - 1]);
	}
	if (!df.have) {
		plot_skip(p, "delay",
			  "governor delay: no queue_work or sugov waking before the "
			  "writes");
		return;
	}
	if (isinf(lo_us))
		lo_us = 1; /* every delay is 0 */
	if (hi_us < lo_us)
		hi_us = lo_us;
	df.k0 = bin_k(lo_us);
	df.k1 = bin_k(hi_us) + 1;
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, "delay", "governor delay histogram, %d samples%s", df.have,
			     a->rate_limit_us ? ", rate_limit_us marked" : "");
}

/* ---- wakeup latency --------------------------------------------------------- */

/* cdf_block - a CDF as 1000 percentile rows, 0.1 to 100 */
static void cdf_block(FILE *f, const char *name, const struct u64v *u)
{
	char sum[160];
	int p10;

	summary(sum, sizeof(sum), u);
	fprintf(f, "\n\n# %s: %s\n# percentile latency_us rank\n", name, sum);
	for (p10 = 1; p10 <= 1000; p10++) {
		uint64_t r = rank_of(p10 / 10.0, u->n);

		fprintf(f, "%.1f %.3f %llu\n", p10 / 10.0, us_of(u->v[r - 1]),
			(unsigned long long)r);
	}
}

/* what the latency figure's two files share */
struct latency_fig {
	struct plot_dist *d;
	double hi, floor_us; /* the largest latency, the left edge of a log axis (us) */
	int style;           /* the last line style drawn */
};

static int latency_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	struct latency_fig *lf = arg;
	struct plot_dist *d = lf->d;
	int b;

	fprintf(f,
		"# Wakeup latency: from sched_%s of a workload task to its next\n"
		"# switch-in (DESIGN.md 3).  Blocks: all (the report's latency.wakeup_us)\n"
		"# and, per band of the request in force on the CPU at the switch-in, the\n"
		"# report's latency.by_requested_band.  Row p: the nearest-rank percentile,\n"
		"# the ceil(p/100 n)-th smallest sample.\n",
		p->a->use_wakeup ? "wakeup (the trace has no sched_waking)" : "waking");
	cdf_block(f, "all", &d->all);
	for (b = 0; b <= NR_BANDS; b++) {
		char name[32];

		if (!d->lat[b].n)
			continue;
		snprintf(name, sizeof(name), "band %s", band_name(b));
		cdf_block(f, name, &d->lat[b]);
	}
	return 0;
}

static void latency_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	struct latency_fig *lf = arg;
	struct plot_dist *d = lf->d;
	char sum[200];
	int b;

	if (lf->hi / lf->floor_us > 50) {
		/* latencies span decades */
		fputs("set logscale x\nset format x '%g'\n", f);
		fprintf(f, "# latencies of 0 are drawn at the left edge\nxmin = %.6g\n",
			lf->floor_us);
		fprintf(f, "set xrange [xmin:%.6g]\n", lf->hi * 1.5);
		fputs("set xlabel 'wakeup latency: sched_waking -> switch-in (us, log scale)'\n",
		      f);
	} else {
		fprintf(f, "xmin = 0\nset xrange [0:%.6g]\n", lf->hi * 1.1);
		fputs("set xlabel 'wakeup latency: sched_waking -> switch-in (us)'\n", f);
	}
	fputs("set yrange [0:1]\nset ytics 0.1\nset ylabel 'share of wakeups (CDF)'\n"
	      "set key top left opaque\n",
	      f);
	fputs("plot datafile index 'all:' using ($2 > xmin ? $2 : xmin):($1/100) with steps ls 1 "
	      "lw 3 title ",
	      f);
	snprintf(sum, sizeof(sum), "all: n %zu, p50 %.1f, p99 %.1f us", d->all.n, pct(&d->all, 50),
		 pct(&d->all, 99));
	gp_str(f, sum);
	lf->style = 1;
	for (b = 0; b <= NR_BANDS; b++) {
		const struct u64v *u = &d->lat[b];

		if (!u->n)
			continue;
		lf->style++;
		fprintf(
		    f,
		    ", \\\n     datafile index 'band %s:' using ($2 > xmin ? $2 : xmin):($1/100) "
		    "with steps ls %d title ",
		    band_name(b), lf->style);
		snprintf(sum, sizeof(sum), "%s%s: n %zu, p50 %.1f, p99 %.1f us",
			 b == BAND_NONE ? "" : "requested ",
			 b == BAND_NONE ? "no request known" : band_label(b), u->n, pct(u, 50),
			 pct(u, 99));
		gp_str(f, sum);
		/* a few points on each line tell them apart in greyscale too */
		fprintf(
		    f,
		    ", \\\n     datafile index 'band %s:' using ($2 > xmin ? $2 : xmin):($1/100) "
		    "every 100::49 with points ls %d notitle",
		    band_name(b), lf->style);
	}
	fputc('\n', f);
}

void plot_latency_write(struct plot_ctx *p)
{
	struct latency_fig lf = { p->dist, 0, 0, 1 };
	struct plot_figure fg = { "latency",
				  "wakeup latency CDF of workload tasks",
				  "wakeup latency CDF of workload tasks by requested band",
				  1000,
				  650,
				  p->title,
				  latency_dat,
				  latency_gp,
				  &lf };
	struct plot_dist *d = p->dist;
	double lo = INFINITY;
	int b;

	if (d->oom) {
		plot_skip(p, "latency", "wakeup latency: out of memory");
		return;
	}
	if (!d->all.n) {
		plot_skip(p, "latency",
			  "wakeup latency: no wakeups of workload tasks in the window");
		return;
	}
	sort_v(&d->all);
	for (b = 0; b <= NR_BANDS; b++)
		sort_v(&d->lat[b]);
	for (size_t i = 0; i < d->all.n; i++)
		if (d->all.v[i] > 0) {
			lo = us_of(d->all.v[i]);
			break;
		}
	lf.hi = us_of(d->all.v[d->all.n - 1]);
	if (isinf(lo))
		lo = 1;
	lf.floor_us = pow(10, floor(log10(lo))) / 2;
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, "latency", "wakeup latency CDF, %zu wakeups, %d requested band%s",
			     d->all.n, lf.style - 1, lf.style == 2 ? "" : "s");
}
