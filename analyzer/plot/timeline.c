// SPDX-License-Identifier: GPL-2.0
/*
 * timeline.c - one panel per chosen CPU over the analysed window: the
 * request in force (steps), the delivered performance and busy fraction of
 * each counter window, when workload tasks, the governor (sugov:N kthread,
 * kworker) and other tasks ran, and ticks at wakeups and updates.
 *
 * What a figure can show is bounded by its pixels, not by the trace: up to
 * TL_RAW_MAX segments a series is written as it is; beyond, as TL_BINS
 * bins across the window with the weighted mean, minimum and maximum of
 * each (requests weighted by time, delivered performance by mperf as in
 * the report, busy fraction by time).  Run intervals closer than 1/TL_RES
 * of the window are merged and ticks as close are drawn once; more than
 * TL_RAW_MAX runs or ticks of a row are drawn per bin instead, the bar's
 * height the share of the bin's time the tasks ran, or the bin's count of
 * events over the largest.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "plot/plot.h"

#define TL_RAW_MAX 4000
#define TL_BINS 1200
#define TL_RES 2400

struct seg {
	uint64_t t0, t1;
	double v, w;
};

/* series - a step signal: segments [t0, t1] at value v with weight w */
struct series {
	struct seg *raw;
	int n, cap;
	uint64_t nseg;
	int binned;
	double *sw, *swv, *mn, *mx; /* per bin */
};

/* band - when a kind of task ran: merged intervals */
struct band {
	uint64_t *iv; /* start, end pairs */
	int n, cap;
	uint64_t s, e;
	int open;
	uint64_t runs, ns;
	double *occ; /* per bin: ns run */
};

/* ticks - events: their times, merged; and per bin, their count */
struct ticks {
	uint64_t *t;
	int n, cap;
	uint64_t count;
	uint32_t *cnt;
};

enum { BAND_WL, BAND_GOV, BAND_OTHER, NR_TL_BANDS };

struct tl_cpu {
	int cpu;
	struct series req, del, busy;
	int have_req;
	uint64_t req_ts;
	double req_v;
	struct band band[NR_TL_BANDS];
	struct ticks wake, upd;
};

struct plot_timeline {
	int n;
	struct tl_cpu c[TL_MAX_CPUS];
	int have_win;
	uint64_t from, to, res;
	int oom;
};

struct plot_timeline *tl_new(const int *cpus, int n)
{
	struct plot_timeline *tl = calloc(1, sizeof(*tl));
	int i;

	if (!tl)
		return NULL;
	tl->n = n < TL_MAX_CPUS ? n : TL_MAX_CPUS;
	for (i = 0; i < tl->n; i++)
		tl->c[i].cpu = cpus[i];
	return tl;
}

static void series_free(struct series *s)
{
	free(s->raw);
	free(s->sw);
	free(s->swv);
	free(s->mn);
	free(s->mx);
}

void tl_free(struct plot_timeline *tl)
{
	int i, k;

	if (!tl)
		return;
	for (i = 0; i < tl->n; i++) {
		struct tl_cpu *c = &tl->c[i];

		series_free(&c->req);
		series_free(&c->del);
		series_free(&c->busy);
		for (k = 0; k < NR_TL_BANDS; k++) {
			free(c->band[k].iv);
			free(c->band[k].occ);
		}
		free(c->wake.t);
		free(c->upd.t);
		free(c->wake.cnt);
		free(c->upd.cnt);
	}
	free(tl);
}

/* cpu_tl - the timeline of @cpu, NULL when it is not drawn */
static struct tl_cpu *cpu_tl(struct plot_timeline *tl, const struct analysis *a, int cpu)
{
	int i;

	if (!tl->have_win) {
		tl->from = a->from;
		tl->to = a->to > a->from ? a->to : a->from + 1;
		tl->res = (tl->to - tl->from) / TL_RES;
		if (!tl->res)
			tl->res = 1;
		tl->have_win = 1;
	}
	for (i = 0; i < tl->n; i++)
		if (tl->c[i].cpu == cpu)
			return &tl->c[i];
	return NULL;
}

static int grow(void **p, int *cap, int n, size_t size)
{
	void *q;
	int c;

	if (n < *cap)
		return 0;
	c = *cap ? *cap * 2 : 64;
	q = realloc(*p, (size_t)c * size);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

static double bin_edge(const struct plot_timeline *tl, int b)
{
	return (double)tl->from + (double)(tl->to - tl->from) * b / TL_BINS;
}

static int bin_of(const struct plot_timeline *tl, uint64_t t)
{
	double x = (double)(t - tl->from) * TL_BINS / (double)(tl->to - tl->from);
	int b = (int)x;

	return b < 0 ? 0 : b >= TL_BINS ? TL_BINS - 1 : b;
}

static void bin_one(struct series *s, int b, double v, double w)
{
	if (!(s->mn[b] <= v))
		s->mn[b] = v;
	if (!(s->mx[b] >= v))
		s->mx[b] = v;
	s->sw[b] += w;
	s->swv[b] += w * v;
}

/* bin_add - a segment into the bins it overlaps, its weight shared by time */
static void bin_add(struct plot_timeline *tl, struct series *s, const struct seg *g)
{
	int b0 = bin_of(tl, g->t0), b1 = bin_of(tl, g->t1), b;
	double len = (double)(g->t1 - g->t0);

	if (b0 == b1 || len <= 0) {
		bin_one(s, b0, g->v, g->w);
		return;
	}
	for (b = b0; b <= b1; b++) {
		double lo = fmax(bin_edge(tl, b), (double)g->t0);
		double hi = fmin(bin_edge(tl, b + 1), (double)g->t1);

		if (hi > lo || b == b0)
			bin_one(s, b, g->v, g->w * fmax(hi - lo, 0) / len);
	}
}

static int to_bins(struct plot_timeline *tl, struct series *s)
{
	int i;

	s->sw = calloc(TL_BINS, sizeof(double));
	s->swv = calloc(TL_BINS, sizeof(double));
	s->mn = malloc(TL_BINS * sizeof(double));
	s->mx = malloc(TL_BINS * sizeof(double));
	if (!s->sw || !s->swv || !s->mn || !s->mx)
		return -1;
	for (i = 0; i < TL_BINS; i++)
		s->mn[i] = s->mx[i] = NAN;
	for (i = 0; i < s->n; i++)
		bin_add(tl, s, &s->raw[i]);
	free(s->raw);
	s->raw = NULL;
	s->n = s->cap = 0;
	s->binned = 1;
	return 0;
}

/* clip - [*@t0, *@t1] cut to the timeline's window; 0 when nothing is left */
static int clip(const struct plot_timeline *tl, uint64_t *t0, uint64_t *t1)
{
	if (*t0 < tl->from)
		*t0 = tl->from;
	if (*t1 > tl->to)
		*t1 = tl->to;
	return *t1 >= *t0;
}

static void series_add(struct plot_timeline *tl, struct series *s, uint64_t t0, uint64_t t1,
		       double v, double w)
{
	struct seg g;

	if (isnan(v) || tl->oom || !clip(tl, &t0, &t1))
		return;
	g = (struct seg){t0, t1, v, w};
	s->nseg++;
	if (s->binned) {
		bin_add(tl, s, &g);
		return;
	}
	if (grow((void **)&s->raw, &s->cap, s->n, sizeof(*s->raw)) < 0) {
		tl->oom = 1;
		return;
	}
	s->raw[s->n++] = g;
	if (s->n > TL_RAW_MAX && to_bins(tl, s) < 0)
		tl->oom = 1;
}

/* bins_of - *@v, TL_BINS zeroed elements of @size, made on first use; 0, or -1 (oom set) */
static int bins_of(struct plot_timeline *tl, void **v, size_t size)
{
	if (!*v)
		*v = calloc(TL_BINS, size);
	if (!*v) {
		tl->oom = 1;
		return -1;
	}
	return 0;
}

static void band_push(struct plot_timeline *tl, struct band *b)
{
	if (grow((void **)&b->iv, &b->cap, b->n + 1, 2 * sizeof(*b->iv)) < 0) {
		tl->oom = 1;
		return;
	}
	b->iv[2 * (size_t)b->n] = b->s;
	b->iv[2 * (size_t)b->n + 1] = b->e;
	b->n++;
}

static void band_add(struct plot_timeline *tl, struct band *b, uint64_t t0, uint64_t t1)
{
	int k, k0, k1;

	if (!clip(tl, &t0, &t1))
		return;
	if (bins_of(tl, (void **)&b->occ, sizeof(*b->occ)) < 0)
		return;
	b->runs++;
	b->ns += t1 - t0;
	k0 = bin_of(tl, t0);
	k1 = bin_of(tl, t1);
	for (k = k0; k <= k1; k++)
		b->occ[k] += fmax(
		    fmin(bin_edge(tl, k + 1), (double)t1) - fmax(bin_edge(tl, k), (double)t0), 0);
	if (b->open && t0 <= b->e + tl->res) {
		if (t1 > b->e)
			b->e = t1;
		return;
	}
	if (b->open)
		band_push(tl, b);
	b->s = t0;
	b->e = t1;
	b->open = 1;
}

void tl_window(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t t0,
	       uint64_t t1, double requested, double delivered, double busy, double mperf)
{
	struct tl_cpu *c = cpu_tl(tl, a, cpu);

	if (!c)
		return;
	series_add(tl, &c->del, t0, t1, delivered, mperf);
	series_add(tl, &c->busy, t0, t1, busy, (double)(t1 - t0));
}

void tl_request(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t ts,
		double ratio)
{
	struct tl_cpu *c = cpu_tl(tl, a, cpu);

	if (!c)
		return;
	if (c->have_req)
		series_add(tl, &c->req, c->req_ts, ts, c->req_v, (double)(ts - c->req_ts));
	c->have_req = 1;
	c->req_ts = ts;
	c->req_v = ratio;
}

void tl_run(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t t0, uint64_t t1,
	    enum run_kind kind)
{
	struct tl_cpu *c = cpu_tl(tl, a, cpu);

	if (!c)
		return;
	band_add(tl,
		 &c->band[kind == RUN_WORKLOAD			     ? BAND_WL
			  : kind == RUN_SUGOV || kind == RUN_KWORKER ? BAND_GOV
								     : BAND_OTHER],
		 t0, t1);
}

void tl_tick(struct plot_timeline *tl, const struct analysis *a, int cpu, uint64_t ts, int update)
{
	struct tl_cpu *c = cpu_tl(tl, a, cpu);
	struct ticks *k;

	if (!c || ts < tl->from || ts > tl->to)
		return;
	k = update ? &c->upd : &c->wake;
	if (bins_of(tl, (void **)&k->cnt, sizeof(*k->cnt)) < 0)
		return;
	k->count++;
	k->cnt[bin_of(tl, ts)]++;
	if (k->n && ts < k->t[k->n - 1] + tl->res)
		return;
	if (grow((void **)&k->t, &k->cap, k->n, sizeof(*k->t)) < 0) {
		tl->oom = 1;
		return;
	}
	k->t[k->n++] = ts;
}

/* ---- writing ------------------------------------------------------------- */

static const char *const band_names[] = {"workload", "governor", "other"};

/* write_series - the block "cpu N: NAME"; 0 when empty (not written) */
static int write_series(FILE *f, struct plot_ctx *p, struct plot_timeline *tl, int cpu,
			const char *name, const char *what, struct series *s)
{
	int i;

	if (!s->nseg)
		return 0;
	fprintf(f, "\n\n# cpu %d: %s\n# %s; %llu segments", cpu, name, what,
		(unsigned long long)s->nseg);
	if (!s->binned) {
		fputs(", as they are: two rows each (start, end)\n# t_s value\n", f);
		for (i = 0; i < s->n; i++) {
			const struct seg *g = &s->raw[i];

			if (i && g->t0 != s->raw[i - 1].t1)
				fputc('\n', f); /* a gap: no value known */
			fprintf(f, "%.9f %.6f\n%.9f %.6f\n", plot_seconds(p, g->t0), g->v,
				plot_seconds(p, g->t1), g->v);
		}
		return 1;
	}
	fprintf(f,
		", in %d bins: the weighted mean, minimum and maximum of each\n"
		"# t_s mean min max\n",
		TL_BINS);
	for (i = 0; i < TL_BINS; i++) {
		double mid = (bin_edge(tl, i) + bin_edge(tl, i + 1)) / 2;

		if (isnan(s->mn[i])) {
			if (i && !isnan(s->mn[i - 1]))
				fputc('\n', f);
			continue;
		}
		fprintf(f, "%.9f %.6f %.6f %.6f\n", ((double)mid - (double)p->t0) / 1e9,
			s->sw[i] > 0 ? s->swv[i] / s->sw[i] : (s->mn[i] + s->mx[i]) / 2, s->mn[i],
			s->mx[i]);
	}
	return 1;
}

/* write_band - the block "cpu N: KIND runs": 0 empty, 1 intervals, 2 per bin */
static int write_band(FILE *f, struct plot_ctx *p, int cpu, int k, struct band *b)
{
	struct plot_timeline *tl = p->tl;
	double width = (double)(tl->to - tl->from) / TL_BINS;
	int i;

	if (b->open) {
		band_push(tl, b);
		b->open = 0;
	}
	if (!b->n)
		return 0;
	fprintf(f, "\n\n# cpu %d: %s runs\n# %llu runs, %.9f s", cpu, band_names[k],
		(unsigned long long)b->runs, (double)b->ns / 1e9);
	if (b->runs <= TL_RAW_MAX) {
		fprintf(f, "; intervals closer than %.9f s merged\n# start_s end_s\n",
			(double)tl->res / 1e9);
		for (i = 0; i < b->n; i++)
			fprintf(f, "%.9f %.9f\n", plot_seconds(p, b->iv[2 * (size_t)i]),
				plot_seconds(p, b->iv[2 * (size_t)i + 1]));
		return 1;
	}
	fprintf(f, "; in %d bins: the share of each the tasks ran\n# start_s end_s share\n",
		TL_BINS);
	for (i = 0; i < TL_BINS; i++)
		if (b->occ[i] > 0)
			fprintf(f, "%.9f %.9f %.6f\n", (bin_edge(tl, i) - (double)p->t0) / 1e9,
				(bin_edge(tl, i + 1) - (double)p->t0) / 1e9,
				fmin(b->occ[i] / width, 1));
	return 2;
}

/* write_ticks - the block "cpu N: NAME": 0 empty, 1 times, 2 counts per bin */
static int write_ticks(FILE *f, struct plot_ctx *p, int cpu, const char *name,
		       const struct ticks *k)
{
	struct plot_timeline *tl = p->tl;
	uint32_t max = 0;
	int i;

	if (!k->n)
		return 0;
	fprintf(f, "\n\n# cpu %d: %s\n# %llu events", cpu, name, (unsigned long long)k->count);
	if (k->count <= TL_RAW_MAX) {
		fprintf(f, "; those closer than %.9f s drawn once\n# t_s\n", (double)tl->res / 1e9);
		for (i = 0; i < k->n; i++)
			fprintf(f, "%.9f\n", plot_seconds(p, k->t[i]));
		return 1;
	}
	for (i = 0; i < TL_BINS; i++)
		if (k->cnt[i] > max)
			max = k->cnt[i];
	fprintf(f,
		"; in %d bins: the count of each, and its share of the largest (%u)\n"
		"# start_s end_s count share\n",
		TL_BINS, max);
	for (i = 0; i < TL_BINS; i++)
		if (k->cnt[i])
			fprintf(f, "%.9f %.9f %u %.6f\n", (bin_edge(tl, i) - (double)p->t0) / 1e9,
				(bin_edge(tl, i + 1) - (double)p->t0) / 1e9, k->cnt[i],
				(double)k->cnt[i] / max);
	return 2;
}

/* what each CPU's panel has, to write only clauses with data */
struct panel {
	int req, del, busy, band[NR_TL_BANDS], wake, upd;
};

/* clause - the block NAME of @cpu as the next clause of a plot command */
static void clause(FILE *f, int *first, const char *fmt, int cpu, const char *rest)
{
	gp_clause(f, first);
	fprintf(f, "datafile index 'cpu %d: %s' %s", cpu, fmt, rest);
}

/* ticks_clause - the ticks NAME of @cpu on row @y: as written by write_ticks()
 * (@how 1: a tick each, 2: binned counts; 0: none) */
static void ticks_clause(FILE *f, int *first, int cpu, const char *name, const char *y,
			 const char *colour, int how)
{
	char rest[300];

	if (how == 1)
		snprintf(rest, sizeof(rest),
			 "using 1:(%s-h):(0):(2*h) with vectors nohead lc rgb '%s' notitle", y,
			 colour);
	else if (how == 2)
		snprintf(rest, sizeof(rest),
			 "using (($1+$2)/2):(%s-h+h*$4):1:2:(%s-h):(%s-h+2*h*$4) with boxxyerror "
			 "lc rgb '%s' fs solid 1.0 noborder notitle",
			 y, y, y, colour);
	else
		return;
	clause(f, first, name, cpu, rest);
}

static void panel_title(FILE *f, struct plot_ctx *p, int cpu)
{
	const struct analysis *a = p->a;
	const struct cpu_stats *c = cpu < a->ncpus ? &a->cpus[cpu] : NULL;
	char t[240];
	int n;

	n = snprintf(t, sizeof(t), "CPU %d", cpu);
	if (c && !isnan(cpu_requested(c)))
		n += snprintf(t + n, sizeof(t) - n, ": requested %.3f", cpu_requested(c));
	if (c && !isnan(cpu_delivered(c)))
		n += snprintf(t + n, sizeof(t) - n, ", delivered %.3f", cpu_delivered(c));
	if (c && !isnan(cpu_busy(c)))
		n += snprintf(t + n, sizeof(t) - n, ", busy %.3f (mperf/tsc)", cpu_busy(c));
	if (c && c->updates)
		n += snprintf(t + n, sizeof(t) - n, ", %llu updates",
			      (unsigned long long)c->updates);
	if (c && a->to > a->from)
		snprintf(t + n, sizeof(t) - n, "; tasks ran %.1f%% of the window",
			 100.0 * (double)c->busy_ns / (double)(a->to - a->from));
	fputs("set title ", f);
	gp_str(f, t);
	fputc('\n', f);
}

/* tl_height - the figure's height in pixels: a panel per CPU */
static int tl_height(const struct plot_timeline *tl)
{
	return 140 + 230 * tl->n;
}

/* what the timeline's two files share */
struct tl_fig {
	struct panel pn[TL_MAX_CPUS]; /* what each CPU's panel draws */
	int have_perf;                /* a panel draws requests or windows */
};

static void tl_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	static const char *const req_title[] = {
	    [REQ_NONE] = "using 1:2 with lines ls 1 lw 1.5 title 'requested'",
	    [REQ_AMD] = "using 1:2 with lines ls 1 lw 1.5 title 'requested (target_perf x "
			"nominal_freq / nominal_perf)'",
	    [REQ_FREQ] = "using 1:2 with lines ls 1 lw 1.5 title 'requested (cpu_frequency "
			 "kHz)'",
	    [REQ_PSTATE] = "using 1:2 with lines ls 1 lw 1.5 title 'requested (P-state x "
			   "100 MHz)'",
	};
	const struct tl_fig *tf = arg;
	const struct panel *pn = tf->pn;
	struct plot_timeline *tl = p->tl;
	int have_perf = tf->have_perf, height = tl_height(tl), i, k, first;
	double bot = 55.0 / height, top = 1 - (have_perf ? 95.0 : 60.0) / height;

	fputs("# Each panel: above 0, performance as a share of the one ceiling (the\n"
	      "# ylabel) - the request in force (steps), what each counter window\n"
	      "# delivered (base x aperf/mperf), its busy fraction (mperf/tsc, shaded).  Below 0, rows: when\n"
	      "# workload tasks ran, when the sugov:N kthread or a kworker ran, when other\n"
	      "# tasks ran; ticks at each wakeup of a workload task and each frequency\n"
	      "# update.  Binned series (see timeline.dat) add a band from min to max;\n"
	      "# binned rows are as high as the share of each bin the tasks ran, or as\n"
	      "# its count of events over the largest.\n",
	      f);
	fputs("y_wl = -0.12; y_gov = -0.24; y_oth = -0.36; y_wake = -0.48; y_upd = -0.60; "
	      "h = 0.045\n",
	      f);
	fprintf(f, "set xrange [%.9f:%.9f]\n", plot_seconds(p, tl->from), plot_seconds(p, tl->to));
	if (have_perf) {
		fputs("set yrange [-0.68:1.1]\n", f);
		fputs("set ytics ('0' 0, '0.25' 0.25, '0.5' 0.5, '0.75' 0.75, '1' 1, "
		      "'workload' y_wl, 'sugov/kworker' y_gov, 'other tasks' y_oth, "
		      "'wakeups' y_wake, 'updates' y_upd)\n",
		      f);
		char scale[96];

		plot_scale(p, scale, sizeof(scale));
		fprintf(f, "set ylabel 'share of %s'\n", scale);
	} else {
		fputs("# no frequency requests or counter windows: only the task rows\n", f);
		fputs("set yrange [-0.68:-0.04]\n", f);
		fputs("set ytics ('workload' y_wl, 'sugov/kworker' y_gov, 'other tasks' y_oth, "
		      "'wakeups' y_wake, 'updates' y_upd)\n",
		      f);
	}
	fputs("set grid xtics ytics\nset xtics out nomirror\nset mxtics\n", f);
	fprintf(f, "set multiplot layout %d,1 margins 0.11,0.98,%.4f,%.4f spacing 0,%.4f title ",
		tl->n, bot, top, 38.0 / height);
	gp_str(f, p->title);
	fputc('\n', f);
	for (i = 0; i < tl->n; i++) {
		const struct panel *q = &pn[i];
		int cpu = tl->c[i].cpu;

		fprintf(f, "\n# CPU %d\n", cpu);
		panel_title(f, p, cpu);
		if (i == 0)
			fprintf(f,
				"set key at screen 0.5, screen %.4f center center horizontal "
				"samplen 3 spacing 1 maxrows 1 width -2\nset format x ''\n",
				1 - 48.0 / height);
		else
			fputs("unset key\n", f);
		if (i == tl->n - 1)
			fputs("set format x '%g'\nset xlabel 'time from the run''s start (s)'\n",
			      f);
		first = 1;
		if (q->busy == 1)
			clause(f, &first, "busy", cpu,
			       "using 1:2 with filledcurves y=0 "
			       "fs solid 0.3 noborder lc rgb '#999999' title 'busy (mperf/tsc)'");
		else if (q->busy == 2)
			clause(f, &first, "busy", cpu,
			       "using 1:2 with filledcurves y=0 "
			       "fs solid 0.3 noborder lc rgb '#999999' title 'busy (mperf/tsc, "
			       "mean)'");
		if (q->req == 2)
			clause(f, &first, "requested", cpu,
			       "using 1:3:4 with filledcurves "
			       "fs transparent solid 0.15 noborder lc rgb '#000000' notitle");
		if (q->del == 2)
			clause(f, &first, "delivered", cpu,
			       "using 1:3:4 with filledcurves "
			       "fs transparent solid 0.2 noborder lc rgb '#E69F00' notitle");
		if (q->req)
			clause(f, &first, "requested", cpu, req_title[p->a->req_source]);
		if (q->del)
			clause(f, &first, "delivered", cpu,
			       "using 1:2 with lines ls 2 lw 1.5 "
			       "title 'delivered (per window)'");
		for (k = 0; k < NR_TL_BANDS; k++) {
			static const char *const rows[] = {"y_wl", "y_gov", "y_oth"};
			static const char *const colours[] = {"#0072B2", "#D55E00", "#999999"};
			char rest[300];

			if (!q->band[k])
				continue;
			if (q->band[k] == 1)
				snprintf(rest, sizeof(rest),
					 "using (($1+$2)/2):(%s):1:2:(%s-h):(%s+h) "
					 "with boxxyerror lc rgb '%s' fs solid 1.0 border notitle",
					 rows[k], rows[k], rows[k], colours[k]);
			else /* per bin: as high as the share of the bin the tasks ran */
				snprintf(rest, sizeof(rest),
					 "using (($1+$2)/2):(%s-h+h*$3):1:2:(%s-h):"
					 "(%s-h+2*h*$3) with boxxyerror lc rgb '%s' fs solid 1.0 "
					 "noborder notitle",
					 rows[k], rows[k], rows[k], colours[k]);
			gp_clause(f, &first);
			fprintf(f, "datafile index 'cpu %d: %s runs' %s", cpu, band_names[k], rest);
		}
		ticks_clause(f, &first, cpu, "wakeups", "y_wake", "#009E73", q->wake);
		ticks_clause(f, &first, cpu, "updates", "y_upd", "#000000", q->upd);
		if (first) /* nothing at all on this CPU: an empty frame */
			fputs("plot NaN notitle", f);
		fputc('\n', f);
	}
	fputs("unset multiplot\n", f);
}

static int tl_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	struct plot_timeline *tl = p->tl;
	struct tl_fig *tf = arg;
	int i, k, any = 0;

	fputs("# Blocks (gnuplot: index 'cpu N: NAME'): requested (the request in force as a\n"
	      "# share of the one ceiling, as the report), delivered (per counter\n"
	      "# window, base x aperf/mperf, the same share), busy (mperf/tsc\n"
	      "# per window), workload/governor/other runs (start, end), wakeups of\n"
	      "# workload tasks and updates (times).\n",
	      f);
	for (i = 0; i < tl->n; i++) {
		struct tl_cpu *c = &tl->c[i];
		struct panel *q = &tf->pn[i];

		q->req = write_series(f, p, tl, c->cpu, "requested",
				      "the request in force (a share of the maximum)", &c->req);
		q->req *= 1 + c->req.binned;
		q->del =
		    write_series(f, p, tl, c->cpu, "delivered",
				 "base x aperf/mperf / the ceiling per window", &c->del);
		q->del *= 1 + c->del.binned;
		q->busy = write_series(f, p, tl, c->cpu, "busy", "mperf/tsc per window", &c->busy);
		q->busy *= 1 + c->busy.binned;
		for (k = 0; k < NR_TL_BANDS; k++)
			q->band[k] = write_band(f, p, c->cpu, k, &c->band[k]);
		q->wake = write_ticks(f, p, c->cpu, "wakeups", &c->wake);
		q->upd = write_ticks(f, p, c->cpu, "updates", &c->upd);
		tf->have_perf |= q->req || q->del || q->busy;
		any |= q->req || q->del || q->busy || q->band[0] || q->band[1] || q->band[2] ||
		       q->wake || q->upd;
	}
	return !any;
}

void tl_write(struct plot_ctx *p)
{
	struct plot_timeline *tl = p->tl;
	struct tl_fig tf;
	struct plot_figure fg = { "timeline",
				  "requests, counter windows, task runs, wakeups, updates",
				  NULL,
				  1200,
				  0,
				  NULL, /* each panel has its title */
				  tl_dat,
				  tl_gp,
				  &tf };
	char cpus[128] = "", what[300];
	uint64_t end;
	int i;

	if (!tl || !tl->n) {
		plot_skip(p, "timeline", "no CPU ran anything in the window");
		return;
	}
	if (tl->oom) {
		plot_skip(p, "timeline", "out of memory");
		return;
	}
	if (!tl->have_win)
		cpu_tl(tl, p->a, -1);
	/* the request in force when the analysed events end */
	end = p->a->last_ts < tl->to ? p->a->last_ts : tl->to;
	for (i = 0; i < tl->n; i++) {
		struct tl_cpu *c = &tl->c[i];

		if (c->have_req && end > c->req_ts)
			series_add(tl, &c->req, c->req_ts, end, c->req_v,
				   (double)(end - c->req_ts));
		c->have_req = 0;
	}
	for (i = 0; i < tl->n; i++)
		snprintf(cpus + strlen(cpus), sizeof(cpus) - strlen(cpus), "%s%d", i ? "," : "",
			 tl->c[i].cpu);
	snprintf(what, sizeof(what), "timeline of CPU%s %s", tl->n > 1 ? "s" : "", cpus);
	fg.gp_what = what;
	fg.height = tl_height(tl);
	memset(&tf, 0, sizeof(tf));
	i = plot_figure(p, &fg);
	if (i > 0)
		plot_skip(p, "timeline", "nothing ran on the chosen CPUs in the window");
	else if (i == 0)
		plot_fig_add(p, "timeline", "per-CPU timeline of CPU%s %s%s", tl->n > 1 ? "s" : "",
			     cpus,
			     tf.have_perf ? "" : " (task runs and wakeups only: no frequency data)");
}
