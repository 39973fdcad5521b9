// SPDX-License-Identifier: GPL-2.0
/*
 * plot_compare.c - the figures of a comparison, from compare's own groups
 * and cells (compare.h), as MMTests draws them: the ratio of each label to
 * the baseline per benchmark (bars from 1, the 95% interval when there are
 * repeats), the same for performance per watt, and per benchmark the metric
 * against the scaling parameter, one line per label, with the ratio to the
 * baseline per parameter value below it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "plot.h"

/* file_part - @s reduced to [A-Za-z0-9._-] for a file name */
static void file_part(char *out, size_t len, const char *s)
{
	size_t i;

	for (i = 0; *s && i + 1 < len; s++, i++) {
		int keep = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
			   (*s >= '0' && *s <= '9') || *s == '.' || *s == '-';

		out[i] = *s;
		if (!keep)
			out[i] = '_';
	}
	out[i] = 0;
}

static void bench_title(char *buf, size_t len, const struct cmp_bench *b)
{
	snprintf(buf, len, "%s %s%s%s%s\n(%s is better)", b->name, b->metric, *b->unit ? " (" : "",
		 b->unit, *b->unit ? ")" : "", b->lower ? "lower" : "higher");
}

/* ---- ratio bars ----------------------------------------------------------- */

/* what one label has in a ratio figure: gnuplot is given no clause without points */
struct label_bars {
	int bars, intervals, above, below;
};

static const struct cmp_cell *ratio_cell(const struct cmp *c, int bench, int l, int ppw)
{
	return ppw ? &c->bench[bench].ppw[l] : &c->bench[bench].ratio[l];
}

/* what a ratio figure's two files share */
struct ratio_fig {
	struct cmp *c;
	int ppw;                /* perf-per-watt ratios, else the metric's */
	double bw, ymin, ymax;  /* bar width, the ratios' range */
	struct label_bars *lb;  /* per label */
};

static int ratio_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct ratio_fig *rf = arg;
	const struct cmp *c = rf->c;
	int L = c->nlabels, i, l;

	fprintf(f,
		"# As pstate-analyze compare: for each parameter value mean(label) /\n"
		"# mean(baseline) of the %s; the cell is their geometric mean over the\n"
		"# values both have.  lo, hi: the 95%% interval when every configuration has\n"
		"# 2+ runs (else NaN); noise 1: within noise (compare's ~).  Blocks: label\n"
		"# NAME.  x: the bar's position (benchmark index + offset); label_y: where\n"
		"# its value is written.\n",
		rf->ppw ? "performance per watt (metric / W, 1 / (metric x W) when lower is better)"
			: "benchmark's metric");
	for (l = 1; l < L; l++) {
		if (!rf->lb[l].bars)
			continue;
		fprintf(f,
			"\n\n# label %s:\n# bench x ratio lo hi noise values_used values_of_"
			"baseline label_y benchmark\n",
			c->labels[l]);
		for (i = 0; i < c->nbench; i++) {
			const struct cmp_cell *cell = ratio_cell(c, i, l, rf->ppw);
			double y = cell->ratio;

			if (!cell->have)
				continue;
			if (cell->interval)
				y = cell->ratio >= 1 ? fmax(cell->hi, y) : fmin(cell->lo, y);
			fprintf(f, "%d %.4f %.6f ", i, i - 0.4 + rf->bw * (l - 0.5), cell->ratio);
			dat_num(f, "%.6f", cell->interval ? cell->lo : NAN);
			fputc(' ', f);
			dat_num(f, "%.6f", cell->interval ? cell->hi : NAN);
			fprintf(f, " %d %d %d %.6f ", cell->noise, cell->nused, cell->nbase, y);
			gp_str(f, c->bench[i].name);
			fputc('\n', f);
		}
	}
	return 0;
}

static void ratio_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	/* fill patterns that stay apart in greyscale: hatches, cross-hatch, solid */
	static const int patterns[] = {3, 2, 4, 5, 6, 7};
	const struct ratio_fig *rf = arg;
	const struct cmp *c = rf->c;
	const struct label_bars *lb = rf->lb;
	int L = c->nlabels, i, k, l, first = 1;
	double pad = fmax((rf->ymax - rf->ymin) * 0.15, 0.02);
	char t[600];

	fprintf(f, "bw = %.4f  # bar width\n", rf->bw * 0.9);
	fprintf(f, "set xrange [-0.6:%d.6]\nset yrange [%.4f:%.4f]\n", c->nbench - 1,
		fmax(rf->ymin - pad, 0), rf->ymax + pad);
	fputs("set ylabel ", f);
	snprintf(t, sizeof(t), "%s: label / %s (1 = the baseline)",
		 rf->ppw ? "perf-per-watt" : "metric", c->labels[0]);
	gp_str(f, t);
	fputs("\nset grid ytics\nset xtics nomirror scale 0\nset key outside right top vertical\n"
	      "set bmargin 4\nset xtics (",
	      f);
	for (i = 0; i < c->nbench; i++) {
		bench_title(t, sizeof(t), &c->bench[i]);
		fputs(i ? ", " : "", f);
		gp_str(f, t);
		fprintf(f, " %d", i);
	}
	fputs(")\n# bars from 1 to the ratio, the 95% interval as error bars; the value\n"
	      "# above (below) the bar, ~ when within noise\n",
	      f);
	for (l = 1; l < L; l++) {
		if (!lb[l].bars)
			continue;
		gp_clause(f, &first);
		gp_index(f, "label %s:", c->labels[l]);
		fprintf(f,
			" using 2:(($3+1)/2):($2-bw/2):($2+bw/2):($3<1?$3:1):($3<1?1:$3) "
			"with boxxyerror fs pattern %d border ls %d dt 1 lw 1.5 title ",
			patterns[l % 6], (l % 8) + 1);
		snprintf(t, sizeof(t), "%s / %s", c->labels[l], c->labels[0]);
		gp_str(f, t);
		if (lb[l].intervals) {
			fputs(", \\\n     ", f);
			gp_index(f, "label %s:", c->labels[l]);
			fprintf(f, " using 2:3:4:5 with yerrorbars ls %d dt 1 ps 0 lw 1.5 notitle",
				(l % 8) + 1);
		}
		for (k = 0; k < 2; k++) { /* the values above the bars, then below */
			if (!(k ? lb[l].below : lb[l].above))
				continue;
			fputs(", \\\n     ", f);
			gp_index(f, "label %s:", c->labels[l]);
			fprintf(f,
				" using 2:($3%s1?$9:NaN):(sprintf('%%.3f%%s', $3, $6 > 0 ? '~' : '')) "
				"with labels offset 0,%s notitle",
				k ? "<" : ">=", k ? "-0.8" : "0.8");
		}
	}
	fputs(", \\\n     1 with lines ls 1 lw 1.5 dt 1 title ", f);
	snprintf(t, sizeof(t), "baseline: %s = 1", c->labels[0]);
	gp_str(f, t);
	fputc('\n', f);
}

/* ratio_fig - bars of @ppw ? b->ppw : b->ratio for every label but the baseline */
static void ratio_fig(struct plot_ctx *p, struct cmp *c, int ppw)
{
	const char *name = ppw ? "compare-ppw" : "compare-ratio";
	const char *what = ppw ? "perf-per-watt ratio to the baseline per benchmark"
			       : "ratio to the baseline per benchmark";
	int L = c->nlabels, i, l, have = 0, width;
	struct ratio_fig rf = { c, ppw, 0.8 / (L > 1 ? L - 1 : 1), 1, 1, NULL };
	struct plot_figure fg = { name, what, what, 0, 600, NULL, ratio_dat, ratio_gp, &rf };
	char title[600];

	rf.lb = calloc(L, sizeof(*rf.lb));
	if (!rf.lb) {
		plot_skip(p, name, "out of memory");
		return;
	}
	for (i = 0; i < c->nbench; i++)
		for (l = 1; l < L; l++) {
			const struct cmp_cell *cell = ratio_cell(c, i, l, ppw);

			if (!cell->have)
				continue;
			have++;
			rf.lb[l].bars++;
			rf.lb[l].intervals += cell->interval;
			rf.lb[l].above += cell->ratio >= 1;
			rf.lb[l].below += cell->ratio < 1;
			rf.ymin = fmin(rf.ymin, cell->interval ? fmin(cell->lo, cell->ratio)
							       : cell->ratio);
			rf.ymax = fmax(rf.ymax, cell->interval ? fmax(cell->hi, cell->ratio)
							       : cell->ratio);
		}
	if (L < 2 || !have) {
		plot_skip(p, name, "%s: %s", ppw ? "perf-per-watt ratios" : "ratios",
			  L < 2 ? "one label only, nothing to divide by"
			  : ppw ? "no run with energy counters"
				: "no label shares a parameter value "
				  "with the baseline");
		goto out_free;
	}
	snprintf(title, sizeof(title), "%s\n%s ratio of each label to the baseline, per benchmark",
		 p->title, ppw ? "perf-per-watt" : "metric");
	fg.title = title;
	width = 260 + 110 * c->nbench * (L - 1 > 2 ? L - 1 : 2);
	fg.width = width < 800 ? 800 : width > 2400 ? 2400 : width;
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, name, "%s ratio per benchmark, %d label%s against %s",
			     ppw ? "perf-per-watt" : "metric", L - 1, L > 2 ? "s" : "",
			     c->labels[0]);
out_free:
	free(rf.lb);
}

/* ---- metric against the scaling parameter --------------------------------- */

static int numeric_params(const struct cmp_bench *b, double *lo, double *hi)
{
	int i;

	*lo = INFINITY;
	*hi = -INFINITY;
	for (i = 0; i < b->nparams; i++) {
		char *end;
		double v = strtod(b->params[i], &end);

		if (!*b->params[i] || *end)
			return 0;
		*lo = fmin(*lo, v);
		*hi = fmax(*hi, v);
	}
	return b->nparams > 0;
}

/* what a scaling figure's two files share */
struct scaling_fig {
	struct cmp *c;
	const struct cmp_bench *b;
	struct label_bars *lb; /* bars: runs; above: ratios; intervals: with one */
	int numeric;           /* the parameter values are numbers */
	double lo, hi;         /* their range, when numeric */
};

static int scaling_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct scaling_fig *sf = arg;
	const struct cmp_bench *b = sf->b;
	int L = sf->c->nlabels, p_, l;

	fprintf(f,
		"# As pstate-analyze compare (values, by_param): per label and value of\n"
		"# %s, the mean and sample sd of %s over the runs, and the ratio of\n"
		"# the mean to the baseline's (lo, hi: its 95%% interval with repeats).\n"
		"# x: the parameter value%s.\n",
		b->param_name, b->metric, sf->numeric ? "" : " (not numbers: its index)");
	for (l = 0; l < L; l++) {
		if (!sf->lb[l].bars)
			continue;
		fprintf(f, "\n\n# label %s:\n# x param mean sd runs ratio lo hi noise\n",
			sf->c->labels[l]);
		for (p_ = 0; p_ < b->nparams; p_++) {
			const struct cmp_group *g = &b->g[p_ * L + l];
			const struct cmp_cell *cell = &b->by_param[p_ * L + l];

			if (!g->n)
				continue;
			if (sf->numeric)
				fprintf(f, "%s ", b->params[p_]);
			else
				fprintf(f, "%d ", p_);
			gp_str(f, b->params[p_]);
			fprintf(f, " %.6f %.6f %d ", g->mean, g->n > 1 ? g->sd : 0, g->n);
			dat_num(f, "%.6f", cell->have ? cell->ratio : NAN);
			fputc(' ', f);
			dat_num(f, "%.6f", cell->have && cell->interval ? cell->lo : NAN);
			fputc(' ', f);
			dat_num(f, "%.6f", cell->have && cell->interval ? cell->hi : NAN);
			fprintf(f, " %d\n", cell->noise);
		}
	}
	return 0;
}

static void scaling_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct scaling_fig *sf = arg;
	const struct cmp *c = sf->c;
	const struct cmp_bench *b = sf->b;
	const struct label_bars *lb = sf->lb;
	double lo = sf->lo, hi = sf->hi;
	int L = c->nlabels, p_, l, first;
	char t[400];

	fputs("set key outside right top vertical\nset grid\n", f);
	if (sf->numeric) {
		if (lo > 0 && hi / lo >= 8)
			fputs("set logscale x 2\n", f);
		fputs("set xtics (", f);
		for (p_ = 0; p_ < b->nparams; p_++)
			fprintf(f, "%s'%s' %s", p_ ? ", " : "", b->params[p_], b->params[p_]);
		fputs(")\n", f);
		if (lo > 0 && hi / lo >= 8)
			fprintf(f, "set xrange [%.6g:%.6g]\n", lo / 1.3, hi * 1.3);
		else
			fprintf(f, "set xrange [%.6g:%.6g]\n", lo - (hi - lo) * 0.05 - 0.5,
				hi + (hi - lo) * 0.05 + 0.5);
	} else {
		fputs("set xtics (", f);
		for (p_ = 0; p_ < b->nparams; p_++) {
			fputs(p_ ? ", " : "", f);
			gp_str(f, b->params[p_]);
			fprintf(f, " %d", p_);
		}
		fprintf(f, ")\nset xrange [-0.5:%d.5]\n", b->nparams - 1);
	}
	fputs("# fixed margins: the panels' x axes line up\n"
	      "set multiplot layout 2,1 margins 0.09,0.84,0.08,0.90 spacing 0,0.08 title ",
	      f);
	snprintf(t, sizeof(t), "%s\n%s %s by %s (%s is better)", p->title, b->name, b->metric,
		 b->param_name, b->lower ? "lower" : "higher");
	gp_str(f, t);
	fputs("\n\n# the metric: mean of the runs, sample sd as error bars\nset ylabel ", f);
	snprintf(t, sizeof(t), "%s%s%s%s", b->metric, *b->unit ? " (" : "", b->unit,
		 *b->unit ? ")" : "");
	gp_str(f, t);
	fputs("\nset yrange [0:*]\nunset xlabel\n", f);
	first = 1;
	for (l = 0; l < L; l++) {
		if (!lb[l].bars)
			continue;
		gp_clause(f, &first);
		gp_index(f, "label %s:", c->labels[l]);
		fprintf(f, " using 1:3:4 with yerrorlines ls %d title ", l % 8 + 1);
		gp_str(f, c->labels[l]);
	}
	fputs("\n\n# the ratio of each label's mean to the baseline's\nset ylabel ", f);
	snprintf(t, sizeof(t), "ratio to %s", c->labels[0]);
	gp_str(f, t);
	fputs("\nset yrange [*:*]\nset xlabel ", f);
	gp_str(f, b->param_name);
	fputs("\nplot 1 with lines ls 9 lw 2 notitle", f);
	for (l = 1; l < L; l++) {
		if (!lb[l].above) /* no parameter value shared with the baseline */
			continue;
		fputs(", \\\n     ", f);
		gp_index(f, "label %s:", c->labels[l]);
		fprintf(f, " using 1:6 with linespoints ls %d title ", l % 8 + 1);
		gp_str(f, c->labels[l]);
		if (!lb[l].intervals)
			continue;
		fputs(", \\\n     ", f);
		gp_index(f, "label %s:", c->labels[l]);
		fprintf(f, " using 1:6:7:8 with yerrorbars ls %d dt 1 ps 0 notitle", l % 8 + 1);
	}
	fputs("\nunset multiplot\n", f);
}

static void scaling_fig(struct plot_ctx *p, struct cmp *c, int bi, const char *name)
{
	const struct cmp_bench *b = &c->bench[bi];
	struct scaling_fig sf = { c, b, NULL, 0, 0, 0 };
	struct plot_figure fg = { name, NULL, NULL, 1000, 800, NULL, scaling_dat, scaling_gp, &sf };
	int L = c->nlabels, p_, l, nl = 0;
	char dat_what[400], gp_what[400];

	sf.lb = calloc(L, sizeof(*sf.lb));
	if (!sf.lb) {
		plot_skip(p, name, "out of memory");
		return;
	}
	/* labels without a run of this benchmark are left out */
	for (l = 0; l < L; l++) {
		for (p_ = 0; p_ < b->nparams; p_++) {
			const struct cmp_cell *cell = &b->by_param[p_ * L + l];

			if (!b->g[p_ * L + l].n)
				continue;
			sf.lb[l].bars++;
			sf.lb[l].above += cell->have;
			sf.lb[l].intervals += cell->have && cell->interval;
		}
		nl += sf.lb[l].bars > 0;
	}
	sf.numeric = numeric_params(b, &sf.lo, &sf.hi);
	snprintf(dat_what, sizeof(dat_what), "%s %s by %s, per label", b->name, b->metric,
		 b->param_name);
	snprintf(gp_what, sizeof(gp_what), "%s %s against %s per label", b->name, b->metric,
		 b->param_name);
	fg.dat_what = dat_what;
	fg.gp_what = gp_what;
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, name, "%s %s by %s, %d label%s, %d value%s", b->name, b->metric,
			     b->param_name, nl, nl > 1 ? "s" : "", b->nparams,
			     b->nparams > 1 ? "s" : "");
	free(sf.lb);
}

void plot_compare_write(struct plot_ctx *p, struct cmp *c)
{
	char name[64], part[32], metric[20];
	int i, k, dup;

	ratio_fig(p, c, 0);
	ratio_fig(p, c, 1);
	for (i = 0; i < c->nbench; i++) {
		dup = 0;
		for (k = 0; k < c->nbench; k++)
			dup |= k != i && !strcmp(c->bench[k].name, c->bench[i].name);
		file_part(part, sizeof(part), c->bench[i].name);
		file_part(metric, sizeof(metric), c->bench[i].metric);
		snprintf(name, sizeof(name), "compare-%s%s%s", part, dup ? "-" : "",
			 dup ? metric : "");
		scaling_fig(p, c, i, name);
	}
}
