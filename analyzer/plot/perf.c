// SPDX-License-Identifier: GPL-2.0
/*
 * perf.c - requested against delivered performance: a heat map of the
 * counter windows weighted by mperf (the weight of the report's
 * busy-weighted means), every window in windows.dat, and an overview of
 * the report's per-CPU values that stays readable for hundreds of CPUs.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "msg.h"
#include "plot/plot.h"

#define HEAT_BINS 48 /* per axis */
#define HEAT_MAX 1.2 /* ratios at or above go into the last bin */
#define WINDOWS_MAX 200000 /* rows of windows.dat; more: left out */

struct cell {
	double w, wreq, wdel;
	uint64_t n;
};

struct plot_perf {
	struct cell grid[HEAT_BINS][HEAT_BINS]; /* [requested][delivered] */
	uint64_t windows, clamped;
	/* every window with a known request, or delivered: the report's sums */
	double w_req, wv_req, w_del, wv_del;
	uint64_t n_req, n_del;
	/* windows.dat is put in place with the figures, when the pass is
	 * complete: a failed pass leaves an earlier run's file as it was */
	FILE *wf; /* NULL when it could not be written or is too long */
	int wf_dropped;
};

struct plot_perf *plot_perf_new(struct plot_ctx *p)
{
	struct plot_perf *pf = calloc(1, sizeof(*pf));

	if (!pf)
		return NULL;
	pf->wf = plot_open(p, "windows", "dat");
	if (pf->wf) {
		dat_head(pf->wf, p, "windows", "every counter window");
		fputs("# The input of heatmap.dat, one row per window the report counts: the\n"
		      "# request in force during it and what it delivered (shares of the one\n"
		      "# ceiling the report's scale line names, as heatmap.gp's axes say), its\n"
		      "# busy fraction (mperf/tsc) and its mperf delta, the weight of\n"
		      "# perf.requested_ratio = sum(mperf*requested)/sum(mperf).\n"
		      "# cpu start_s end_s requested delivered busy mperf\n",
		      pf->wf);
	}
	return pf;
}

void plot_perf_free(struct plot_perf *pf)
{
	if (!pf)
		return;
	/* the pass did not get to plot_heatmap_write(): windows.dat stays in
	 * the private folder, which goes */
	if (pf->wf)
		fclose(pf->wf);
	free(pf);
}

static int heat_bin(double r)
{
	int b = (int)floor(r / HEAT_MAX * HEAT_BINS);

	return b < 0 ? 0 : b >= HEAT_BINS ? HEAT_BINS - 1 : b;
}

void plot_perf_window(struct plot_ctx *p, int cpu, uint64_t t0, uint64_t t1, double requested,
		      double delivered, double busy, double mperf)
{
	struct plot_perf *pf = p->perf;

	pf->windows++;
	if (!isnan(requested)) {
		pf->n_req++;
		pf->w_req += mperf;
		pf->wv_req += mperf * requested;
	}
	if (!isnan(delivered)) {
		pf->n_del++;
		pf->w_del += mperf;
		pf->wv_del += mperf * delivered;
	}
	if (!isnan(requested) && !isnan(delivered)) {
		struct cell *c = &pf->grid[heat_bin(requested)][heat_bin(delivered)];

		c->w += mperf;
		c->wreq += mperf * requested;
		c->wdel += mperf * delivered;
		c->n++;
		pf->clamped += requested >= HEAT_MAX || delivered >= HEAT_MAX;
	}
	if (!pf->wf)
		return;
	if (pf->windows > WINDOWS_MAX) {
		pf->wf_dropped = 1;
		fclose(pf->wf);
		pf->wf = NULL;
		plot_discard(p, "windows.dat");
		return;
	}
	fprintf(pf->wf, "%d %.9f %.9f ", cpu, plot_seconds(p, t0), plot_seconds(p, t1));
	dat_num(pf->wf, "%.9g", requested);
	fputc(' ', pf->wf);
	dat_num(pf->wf, "%.9g", delivered);
	fputc(' ', pf->wf);
	dat_num(pf->wf, "%.9g", busy);
	fprintf(pf->wf, " %.0f\n", mperf);
}

/* windows_done - windows.dat in place when complete; else no windows.dat
 * (an earlier run's would pass for this one's) */
static void windows_done(struct plot_ctx *p, struct plot_perf *pf)
{
	if (pf->wf) {
		FILE *f = pf->wf;

		pf->wf = NULL;
		if (!pf->windows) {
			fclose(f);
			plot_discard(p, "windows.dat");
			plot_keep(p, "windows.dat", 0);
			return;
		}
		if (plot_close(p, f, "windows", "dat") < 0)
			return;
		plot_keep(p, "windows.dat", 1);
		return;
	}
	if (pf->wf_dropped) {
		plot_keep(p, "windows.dat", 0);
		pt_warn("%s/windows.dat: not written: %llu windows, more than %d (heatmap.dat "
			"has them all, binned)",
			p->dir, (unsigned long long)pf->windows, WINDOWS_MAX);
	}
}

void plot_scale(const struct plot_ctx *p, char *buf, size_t n)
{
	const struct analysis *a = p->a;

	if (!isnan(a->ceiling_khz))
		snprintf(buf, n, "%.0f MHz (%s)", a->ceiling_khz / 1e3,
			 a->ceiling_src == CEIL_CPPC ? "CPPC highest_perf" : "cpuinfo_max_freq");
	else
		snprintf(buf, n, "%s", a->req_source == REQ_AMD ? "highest_perf" : "max_khz");
}

/* heat_axes - what the windows' requested and delivered shares are: the
 * request of the run's driver (amd_pstate_perf, cpu_frequency or
 * pstate_sample) and the delivery of its windows, both as shares of the
 * one scale (plot_scale) */
static void heat_axes(const struct plot_ctx *p, char *req, char *del, size_t n,
		      const char **unknown)
{
	const char *r, *d;
	char scale[96];

	plot_scale(p, scale, sizeof(scale));
	switch (p->a->req_source) {
	case REQ_AMD:
		r = "target_perf x nominal_freq / nominal_perf";
		d = "nominal_freq x aperf/mperf";
		*unknown = "highest_perf or nominal_perf";
		break;
	case REQ_FREQ:
		r = "cpu_frequency kHz";
		d = "base x aperf/mperf";
		*unknown = "max_khz or base_khz";
		break;
	case REQ_PSTATE:
	case REQ_NONE:
	default:
		r = "P-state x 100 MHz";
		d = "base_khz x aperf/mperf";
		*unknown = "max_khz or base_khz";
		break;
	}
	snprintf(req, n, "%s / %s", r, scale);
	snprintf(del, n, "%s / %s", d, scale);
}

/* what the heat map's two files share */
struct heat_fig {
	struct plot_perf *pf;
	double total;    /* mperf over the cells */
	double minshare; /* the smallest non-empty cell's share */
	double hi;       /* the axes' end */
	char req[160], del[160];
};

static int heat_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	struct heat_fig *hf = arg;
	struct plot_perf *pf = hf->pf;
	int i, k;

	fprintf(f,
		"# Counter windows (DESIGN.md 3): %llu; with a known request %llu, "
		"sum(mperf) %.0f,\n# sum(mperf*requested) %.6f -> requested_ratio %.6f; with "
		"known delivered\n# %llu, sum(mperf) %.0f, sum(mperf*delivered) %.6f -> "
		"delivered_ratio %.6f.\n",
		(unsigned long long)pf->windows, (unsigned long long)pf->n_req, pf->w_req,
		pf->wv_req, pf->w_req > 0 ? pf->wv_req / pf->w_req : NAN,
		(unsigned long long)pf->n_del, pf->w_del, pf->wv_del,
		pf->w_del > 0 ? pf->wv_del / pf->w_del : NAN);
	fprintf(f,
		"# Cells: %d x %d of %.4f, over windows with both known; ratios >= %.2f "
		"are in the\n# last cell (%llu windows).  share = the cell's mperf / all "
		"cells' mperf\n# (NaN: empty); the sums make the report's means "
		"reproducible.\n",
		HEAT_BINS, HEAT_BINS, HEAT_MAX / HEAT_BINS, HEAT_MAX,
		(unsigned long long)pf->clamped);
	fputs("# requested_mid delivered_mid share windows mperf mperf_x_requested "
	      "mperf_x_delivered\n",
	      f);
	for (i = 0; i < HEAT_BINS; i++) {
		for (k = 0; k < HEAT_BINS; k++) {
			const struct cell *c = &pf->grid[i][k];

			fprintf(f, "%.4f %.4f ", (i + 0.5) * HEAT_MAX / HEAT_BINS,
				(k + 0.5) * HEAT_MAX / HEAT_BINS);
			dat_num(f, "%.9g", c->w > 0 ? c->w / hf->total : NAN);
			fprintf(f, " %llu %.0f %.6f %.6f\n", (unsigned long long)c->n, c->w,
				c->wreq, c->wdel);
		}
		fputc('\n', f);
	}
	return 0;
}

static void heat_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	struct heat_fig *hf = arg;
	struct plot_perf *pf = hf->pf;
	char label[200];

	fputs("set size ratio -1\n", f);
	fprintf(f, "set xrange [0:%.4f]\nset yrange [0:%.4f]\n", hf->hi, hf->hi);
	fprintf(f, "set xlabel 'requested, in force: %s'\n", hf->req);
	fprintf(f, "set ylabel 'delivered: %s'\n", hf->del);
	fputs("set cblabel 'share of busy time (mperf), log scale'\n"
	      "# white (none) to black through orange: the order holds in greyscale\n"
	      "set palette defined (0 '#fff5d6', 0.35 '#f5a623', 0.7 '#b8390e', 1 '#000000')\n"
	      "set logscale cb\nset format cb '%.0e'\nset key top left opaque\n",
	      f);
	fprintf(f, "set cbrange [%.3g:1]\n", hf->minshare < 1 ? hf->minshare : 0.1);
	snprintf(label, sizeof(label),
		 "%llu windows; busy-weighted means: requested %.3f, "
		 "delivered %.3f",
		 (unsigned long long)pf->windows, pf->w_req > 0 ? pf->wv_req / pf->w_req : NAN,
		 pf->w_del > 0 ? pf->wv_del / pf->w_del : NAN);
	fputs("set label 1 ", f);
	gp_str(f, label);
	fputs(" at graph 0.98, graph 0.04 right front\n", f);
	fputs("plot datafile using 1:2:3 with image notitle, \\\n"
	      "     x with lines ls 3 lw 1.5 title 'delivered = requested'\n",
	      f);
}

void plot_heatmap_write(struct plot_ctx *p)
{
	struct plot_perf *pf = p->perf;
	struct heat_fig hf = { .pf = pf, .minshare = INFINITY, .hi = 1.05 };
	struct plot_figure fg = { "heatmap",
				  "requested vs delivered performance, weighted by mperf",
				  "requested vs delivered performance over all counter windows",
				  850,
				  750,
				  p->title,
				  heat_dat,
				  heat_gp,
				  &hf };
	const char *unknown;
	int i, k;

	windows_done(p, pf);
	heat_axes(p, hf.req, hf.del, sizeof(hf.req), &unknown);
	for (i = 0; i < HEAT_BINS; i++)
		for (k = 0; k < HEAT_BINS; k++)
			hf.total += pf->grid[i][k].w;
	if (!pf->windows || !(hf.total > 0)) {
		if (!pf->windows)
			plot_skip(p, "heatmap", "requested vs delivered: no counter windows "
						"(amd_pstate_perf with aperf/mperf, pstate_sample, "
						"or msr/aperf, mperf and tsc in counter_sample)");
		else
			plot_skip(p, "heatmap", "requested vs delivered: no window has both a known "
						"request and delivered performance (%s unknown)",
				  unknown);
		return;
	}
	for (i = 0; i < HEAT_BINS; i++)
		for (k = 0; k < HEAT_BINS; k++) {
			const struct cell *c = &pf->grid[i][k];

			if (c->w > 0 && c->w / hf.total < hf.minshare)
				hf.minshare = c->w / hf.total;
			if (c->n && (i + 1.0) * HEAT_MAX / HEAT_BINS > hf.hi)
				hf.hi = (i + 1.0) * HEAT_MAX / HEAT_BINS;
			if (c->n && (k + 1.0) * HEAT_MAX / HEAT_BINS > hf.hi)
				hf.hi = (k + 1.0) * HEAT_MAX / HEAT_BINS;
		}
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, "heatmap", "requested vs delivered, %llu counter windows",
			     (unsigned long long)pf->windows);
}

/* ---- the report's per-CPU values ------------------------------------------ */

/* what the per-CPU figure's two files share */
struct cpus_fig {
	const int *tl_cpus; /* the timeline's CPUs, marked */
	int ntl;
	int have_req, have_del, have_busy;
};

/* cpu_drawn - a CPU with anything to show */
static int cpu_drawn(const struct cpu_stats *c)
{
	return c->windows || c->updates || c->busy_ns;
}

static int cpus_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct analysis *a = p->a;
	struct cpus_fig *cf = arg;
	double span = a->to > a->from ? (double)(a->to - a->from) : 1;
	int i, k;

	fputs("# As the report's perf.per_cpu: requested and delivered ratios (busy-\n"
	      "# weighted means over the CPU's windows), busy = sum(mperf)/sum(tsc); and\n"
	      "# ran = the share of the window a task other than idle ran (sched_switch).\n"
	      "# timeline: 1 for the CPUs of timeline.png.\n"
	      "# cpu requested delivered busy ran updates windows timeline\n",
	      f);
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];
		int in_tl = 0;

		if (!cpu_drawn(c))
			continue;
		for (k = 0; k < cf->ntl; k++)
			in_tl |= cf->tl_cpus[k] == i;
		fprintf(f, "%d ", i);
		dat_num(f, "%.6f", cpu_requested(c));
		fputc(' ', f);
		dat_num(f, "%.6f", cpu_delivered(c));
		fputc(' ', f);
		dat_num(f, "%.6f", cpu_busy(c));
		fprintf(f, " %.6f %llu %llu %d\n", (double)c->busy_ns / span,
			(unsigned long long)c->updates, (unsigned long long)c->windows, in_tl);
	}
	return 0;
}

/* clause - @s as the next clause of a plot command */
static void clause(FILE *f, int *first, const char *s)
{
	gp_clause(f, first);
	fputs(s, f);
}

static void cpus_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct analysis *a = p->a;
	struct cpus_fig *cf = arg;
	int first = 1;

	char scale[96];

	plot_scale(p, scale, sizeof(scale));
	fprintf(f, "set xrange [-0.5:%d.5]\nset yrange [0:1.1]\n", a->ncpus - 1);
	fprintf(f, "set xlabel 'CPU'\nset ylabel 'share (of %s, or of time)'\n"
		   "set key outside right top vertical\nset xtics out nomirror\n",
		scale);
	if (a->ncpus <= 32)
		fputs("set xtics 1\n", f);
	/* hundreds of CPUs: thinner bars, smaller points */
	fprintf(f, "bar = %.1f; ps = %.1f\n", fmax(1, fmin(6, 700.0 / a->ncpus)),
		a->ncpus > 64 ? 0.6 : 1.2);
	fputs("# the CPUs of the timeline figure are marked above\n", f);
	clause(f, &first, "datafile using 1:5 with impulses lw bar lc rgb '#cccccc' title "
			  "'tasks ran (share of the window)'");
	if (cf->have_busy)
		clause(f, &first, "datafile using 1:4 with points ls 3 ps ps title 'busy (mperf/tsc)'");
	if (cf->have_req)
		clause(f, &first, "datafile using 1:2 with points ls 1 ps ps title 'requested'");
	if (cf->have_del)
		clause(f, &first, "datafile using 1:3 with points ls 2 ps ps title 'delivered'");
	if (cf->ntl)
		clause(f, &first, "datafile using 1:($8 > 0 ? 1.05 : NaN) with points pt 23 ps ps "
				  "lc rgb '#000000' title 'in timeline.png'");
	fputc('\n', f);
}

void plot_cpus_write(struct plot_ctx *p, const int *tl_cpus, int ntl)
{
	const struct analysis *a = p->a;
	struct cpus_fig cf = { tl_cpus, ntl, 0, 0, 0 };
	struct plot_figure fg = { "cpus",
				  "the report's per-CPU values",
				  "per-CPU requested, delivered and busy",
				  1250,
				  520,
				  p->title,
				  cpus_dat,
				  cpus_gp,
				  &cf };
	int i, n = 0;

	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		if (!cpu_drawn(c))
			continue;
		n++;
		cf.have_req |= !isnan(cpu_requested(c));
		cf.have_del |= !isnan(cpu_delivered(c));
		cf.have_busy |= !isnan(cpu_busy(c));
	}
	if (n < 2) {
		plot_skip(p, "cpus", "per-CPU overview: %s",
			  n ? "one CPU (see the timeline)" : "no CPU has data");
		return;
	}
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, "cpus", "per-CPU overview of %d CPUs", n);
}
