// SPDX-License-Identifier: GPL-2.0
/*
 * comparison.c - the figures of a comparison, from compare's own groups
 * and cells (compare.h), as MMTests draws them: the ratio of each label to
 * the baseline per benchmark (bars from 1, the 95% interval when there are
 * repeats), the same for performance per watt, and per benchmark the metric
 * against the scaling parameter, one line per label, with the ratio to the
 * baseline per parameter value below it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "plot/plot.h"

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

/* KEY_MAX_PX - the widest a legend entry's name is drawn (gp_cut()) */
#define KEY_MAX_PX 800

/* key_text - @s as a legend entry names it: escaped, cut to KEY_MAX_PX */
static const char *key_text(struct plot_ctx *p, char *buf, size_t n, const char *s)
{
	return gp_cut(buf, n, gp_text(p, s), KEY_MAX_PX);
}

/* bench_title - a benchmark under its bars: its metric, or with @ppw its
 * performance per watt as the table names it (higher is better); the
 * names escaped (gp_text()) and cut to the @px of its slot, the line break
 * the figure's */
static void bench_title(struct plot_ctx *p, char *buf, size_t len, const struct cmp_bench *b,
			int ppw, int px)
{
	char pw[64], t[400], cut[400];

	if (ppw)
		snprintf(t, sizeof(t), "%s %s", gp_text(p, b->name),
			 gp_text(p, cmp_ppw_name(b, pw, sizeof(pw))));
	else
		snprintf(t, sizeof(t), "%s %s%s%s%s", gp_text(p, b->name), gp_text(p, b->metric),
			 *b->unit ? " (" : "", gp_text(p, b->unit), *b->unit ? ")" : "");
	snprintf(buf, len, "%s\n(%s is better)", gp_cut(cut, sizeof(cut), t, px),
		 ppw || !b->lower ? "higher" : "lower");
}

/* ---- what every figure of a comparison shares ----------------------------- */

/* what one label has in a figure: gnuplot is given no clause without points */
struct label_bars {
	int bars, intervals, above, below, noisy;
	int fewer, traced; /* cells over fewer values than the baseline, from traced runs */
};

/* dash types of the driver groups' lines in the scaling figures: the first
 * group solid, the next dashed, ... (colour is the governor's) */
static const int group_dashes[] = { 1, 2, 4, 5, 3 };

/* label_group - the driver group of label @l */
static int label_group(const struct cmp *c, int l)
{
	int g;

	for (g = 0; g < c->layout.ngroups; g++)
		if (l >= c->layout.group[g].first &&
		    l < c->layout.group[g].first + c->layout.group[g].n)
			return g;
	return 0;
}

/* label_style - the line style of label @l: the baseline's is black (1);
 * DRIVER/GOVERNOR labels take their governor's colour (gp_gov_style()), so
 * that a governor looks the same on every driver and in every figure;
 * other labels one style each */
static int label_style(const struct cmp *c, int l)
{
	if (l == 0)
		return 1;
	if (c->layout.dg)
		return gp_gov_style(c->layout.gov[l]);
	return (l - 1) % 7 + 2;
}

/* label_dash - the dash type of label @l's lines: its driver group's */
static int label_dash(const struct cmp *c, int l)
{
	int g = label_group(c, l);

	return c->layout.dg ? group_dashes[g % 5] : 1;
}

/*
 * key_next - the legend's entries, in order: the label after @prev (-1:
 * the first) that names the next one.  DRIVER/GOVERNOR labels: one entry
 * per governor, in gov_rank() order, named by its first label with
 * @lb[].bars; other labels: each with bars.  The baseline is never one.
 * Return: the label, or c->nlabels after the last.
 */
static int key_next(const struct cmp *c, const struct label_bars *lb, int prev)
{
	const struct label_layout *ly = &c->layout;
	int l, r, best = c->nlabels, rbest = 1 << 30, rprev;

	if (!ly->dg) {
		for (l = prev < 1 ? 1 : prev + 1; l < c->nlabels && !lb[l].bars; l++)
			;
		return l;
	}
	rprev = prev > 0 ? gov_rank(ly->gov[prev]) : -1;
	for (l = 1; l < c->nlabels; l++) {
		r = gov_rank(ly->gov[l]);
		if (lb[l].bars && r > rprev && r < rbest) {
			rbest = r;
			best = l;
		}
	}
	return best;
}

/* key_width - the pixels a legend of one entry per label takes on the
 * right: its widest entry, the sample and the gaps */
static int key_width(struct plot_ctx *p, const struct cmp *c, const struct label_bars *lb)
{
	char t[300], k[200];
	int l, w, kw = 0;

	for (l = 0; l < c->nlabels; l++) {
		if (!lb[l].bars && l)
			continue;
		snprintf(t, sizeof(t), "%s%s%s", l ? "" : "baseline ",
			 key_text(p, k, sizeof(k), c->labels[l]), l ? "" : " = 1");
		w = gp_text_width(t, strlen(t));
		kw = w > kw ? w : kw;
	}
	return kw + 80;
}

/*
 * cmp_title - the title of a comparison's figure: the runs, the baseline
 * once, the others, then @what.  DRIVER/GOVERNOR labels are named as
 * governors on drivers; other labels one by one, or counted when they would
 * take more than a few lines of @px pixels.  The names are escaped
 * (gp_text()): the title's line breaks are its own.
 */
static void cmp_title(struct plot_ctx *p, char *buf, size_t len, const struct cmp *c,
		      const char *what, int px)
{
	const struct label_layout *ly = &c->layout;
	char wrapped[2048];
	size_t n;
	int g, l, k, r, rmax;

	n = snprintf(buf, len, "%d run%s, %d configuration%s", c->nruns, c->nruns > 1 ? "s" : "",
		     c->nlabels, c->nlabels > 1 ? "s" : "");
	if (ly->dg) {
		/* the governors in gov_rank() order, once each, then the drivers */
		for (rmax = 0, l = 0; l < c->nlabels; l++)
			rmax = gov_rank(ly->gov[l]) > rmax ? gov_rank(ly->gov[l]) : rmax;
		for (k = 0, r = 0; r <= rmax && n < len; r++)
			for (l = 0; l < c->nlabels; l++)
				if (gov_rank(ly->gov[l]) == r) {
					n += snprintf(buf + n, len - n, "%s%s", k++ ? ", " : ": ",
						      gp_text(p, ly->gov[l]));
					break;
				}
		for (g = 0; g < ly->ngroups && n < len; g++)
			n += snprintf(buf + n, len - n, "%s%s",
				      g ? (g == ly->ngroups - 1 ? " and " : ", ") : " on ",
				      gp_text(p, ly->group[g].driver));
		if (n < len)
			n += snprintf(buf + n, len - n, "; baseline %s\n%s",
				      gp_text(p, c->labels[0]), what);
		return;
	}
	if (n < len)
		n += snprintf(buf + n, len - n, ": baseline %s", gp_text(p, c->labels[0]));
	for (l = 1; l < c->nlabels && n < len; l++)
		n += snprintf(buf + n, len - n, "%s%s", l > 1 ? ", " : " vs ",
			      gp_text(p, c->labels[l]));
	if (n < len)
		snprintf(buf + n, len - n, "\n%s", what);
	/* more than three lines of labels: count them, the legend names them */
	if (gp_wrap(wrapped, sizeof(wrapped), buf, px) > 4)
		snprintf(buf, len, "%d run%s: baseline %s vs %d other labels (in the legend)\n%s",
			 c->nruns, c->nruns > 1 ? "s" : "", gp_text(p, c->labels[0]),
			 c->nlabels - 1, what);
}

/* ---- ratio bars ----------------------------------------------------------- */

static const struct cmp_cell *ratio_cell(const struct cmp *c, int bench, int l, int ppw)
{
	return ppw ? &c->bench[bench].ppw[l] : &c->bench[bench].ratio[l];
}

/* what a ratio figure's two files share */
struct ratio_fig {
	struct cmp *c;
	int ppw;                /* perf-per-watt ratios, else the metric's */
	double bw, ymin, ymax;  /* bar width, the ratios' range */
	int slot;               /* pixels of a benchmark's place on the x axis */
	double *off;            /* [label]: the bar's centre from its benchmark's x */
	struct label_bars *lb;  /* per label */
};

/* the gap between two driver groups of bars, in bar widths */
#define GROUP_GAP 0.6

/*
 * bar_layout - the bars of a benchmark side by side within 0.84 of its
 * slot, in the table's column order, a gap between driver groups.  Under
 * DRIVER/GOVERNOR the baseline keeps its column, empty, so that each
 * governor has the same place in every group; other labels' baseline has
 * none.  Return: the bar width; @off filled (the baseline's place at
 * [0], NAN when it has none).
 */
static double bar_layout(const struct cmp *c, const struct label_bars *lb, double *off)
{
	int l, g, prev = -1, nbars = 0, ngaps = 0, l0 = c->layout.dg ? 0 : 1;
	double bw, x;

	off[0] = NAN;
	for (l = l0; l < c->nlabels; l++) {
		if (l && !lb[l].bars)
			continue;
		g = label_group(c, l);
		ngaps += prev >= 0 && g != prev;
		prev = g;
		nbars++;
	}
	bw = 0.84 / (nbars + GROUP_GAP * ngaps > 0 ? nbars + GROUP_GAP * ngaps : 1);
	x = -0.42;
	prev = -1;
	for (l = l0; l < c->nlabels; l++) {
		off[l] = NAN;
		if (l && !lb[l].bars)
			continue;
		g = label_group(c, l);
		if (prev >= 0 && g != prev)
			x += GROUP_GAP * bw;
		prev = g;
		off[l] = x + bw / 2;
		x += bw;
	}
	return bw;
}

static int ratio_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct ratio_fig *rf = arg;
	const struct cmp *c = rf->c;
	int L = c->nlabels, i, l;

	fprintf(f,
		"# As pstate-analyze compare: for each parameter value mean(label) /\n"
		"# mean(baseline) of the %s; the cell is their geometric mean over the\n"
		"# values both have.  lo, hi: its 95%% interval, from the spread compare\n"
		"# judged its noise by (the repeats, pooled, or across the values; NaN\n"
		"# without one); noise 1: within noise (compare's ~); values_used <\n"
		"# values_of_baseline: compare's *; traced 1: from traced runs, a\n"
		"# configuration without a light run (compare's ^); unknown 1: beyond the\n"
		"# noise threshold with no spread to judge it by (compare's ?).\n"
		"# Blocks: label N 'NAME', in the table's column order (N: the label's\n"
		"# column, the baseline's 0).\n"
		"# x: the bar's position (benchmark index + offset; driver groups apart);\n"
		"# label_y: where its value is written.\n",
		rf->ppw ? "performance per watt (metric / W, 1 / (metric x W) when lower is better)"
			: "benchmark's metric");
	for (l = 1; l < L; l++) {
		if (!rf->lb[l].bars)
			continue;
		/* the block is named by its number: the label is data */
		fprintf(f, "\n\n# label %d: ", l);
		gp_str(f, c->labels[l]);
		fputs("\n# bench x ratio lo hi noise values_used values_of_baseline label_y traced "
		      "unknown benchmark\n",
		      f);
		for (i = 0; i < c->nbench; i++) {
			const struct cmp_cell *cell = ratio_cell(c, i, l, rf->ppw);
			double y = cell->ratio;

			if (!cell->have)
				continue;
			if (cell->interval)
				y = cell->ratio >= 1 ? fmax(cell->hi, y) : fmin(cell->lo, y);
			fprintf(f, "%d %.4f %.6f ", i, i + rf->off[l], cell->ratio);
			dat_num(f, "%.6f", cell->interval ? cell->lo : NAN);
			fputc(' ', f);
			dat_num(f, "%.6f", cell->interval ? cell->hi : NAN);
			fprintf(f, " %d %d %d %.6f %d %d ", cell->noise, cell->nused, cell->nbase, y,
				cell->traced, cell->unknown);
			dat_str(f, c->bench[i].name);
			fputc('\n', f);
		}
	}
	return 0;
}

/* ratio_key - the legend of a ratio figure: DRIVER/GOVERNOR labels name
 * each governor once (keyentry), other labels each once; then hatching for
 * within noise, when a cell is, and the baseline's line */
/* label_clause - the next clause of a plot command, on the data of label @l */
static void label_clause(FILE *f, int *first, const struct cmp *c, int l)
{
	gp_clause(f, first);
	gp_index(f, "label %d:", l);
}

static void ratio_key(FILE *f, struct plot_ctx *p, const struct ratio_fig *rf, int *first)
{
	const struct cmp *c = rf->c;
	int l, noisy = 0, fewer = 0, traced = 0;
	char t[300], k[200];

	for (l = 1; l < c->nlabels; l++) {
		noisy |= rf->lb[l].noisy > 0;
		fewer |= rf->lb[l].fewer > 0;
		traced |= rf->lb[l].traced > 0;
	}
	for (l = key_next(c, rf->lb, -1); l < c->nlabels; l = key_next(c, rf->lb, l)) {
		gp_clause(f, first);
		fprintf(f, "keyentry with boxes fs solid 0.75 border lc rgb '#444444' ls %d dt 1 "
			   "lw 1 title ",
			label_style(c, l));
		gp_str(f,
		       key_text(p, k, sizeof(k), c->layout.dg ? c->layout.gov[l] : c->labels[l]));
	}
	if (noisy) {
		gp_clause(f, first);
		fputs("keyentry with boxes fs pattern 4 border lc rgb '#444444' ls 8 dt 1 lw 1 "
		      "title 'hatched, ~: within noise'",
		      f);
	}
	/* the table's other marks, with no sample */
	if (fewer) {
		gp_clause(f, first);
		fputs("keyentry with lines lc rgb '#ffffff' title '*: over fewer values than the "
		      "baseline'",
		      f);
	}
	if (traced) {
		gp_clause(f, first);
		fputs("keyentry with lines lc rgb '#ffffff' title '^: from traced runs'", f);
	}
	gp_clause(f, first);
	snprintf(t, sizeof(t), "baseline %s = 1", key_text(p, k, sizeof(k), c->labels[0]));
	fputs("1 with lines ls 1 lw 1.5 dt 1 title ", f);
	gp_str(f, t);
}

static void ratio_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct ratio_fig *rf = arg;
	const struct cmp *c = rf->c;
	const struct label_bars *lb = rf->lb;
	int L = c->nlabels, i, k, l, g, first = 1;
	double pad = fmax((rf->ymax - rf->ymin) * 0.15, 0.02);
	char t[600];

	fprintf(f, "bw = %.4f  # bar width\n", rf->bw * 0.9);
	fprintf(f, "set xrange [-0.6:%d.6]\nset yrange [%.4f:%.4f]\n", c->nbench - 1,
		fmax(rf->ymin - pad, 0), rf->ymax + pad);
	fputs("set ylabel ", f);
	snprintf(t, sizeof(t), "%s ratio to the baseline (1)",
		 rf->ppw ? "perf-per-watt" : "metric");
	gp_str(f, t);
	fputs("\nset grid ytics\nset xtics nomirror scale 0 offset 0,-1.2\n"
	      "set xtics (",
	      f);
	for (i = 0; i < c->nbench; i++) {
		bench_title(p, t, sizeof(t), &c->bench[i], rf->ppw, rf->slot);
		fputs(i ? ", " : "", f);
		gp_lines(f, t);
		fprintf(f, " %d", i);
	}
	fputs(")\n", f);
	/* DRIVER/GOVERNOR: a short legend, at the foot; others: a label each,
	 * on the right (the figure is made wider for it) */
	if (c->layout.dg)
		fputs("# the legend at the foot, under the drivers' and the benchmarks' names\n"
		      "set bmargin 7\n"
		      "set key at screen 0.5,0.01 center bottom horizontal samplen 2\n",
		      f);
	else
		fputs("set bmargin 4\nset key outside right top vertical Left reverse samplen 2\n",
		      f);
	if (c->layout.dg) {
		fputs("# the driver under its group of bars\n", f);
		for (i = 0; i < c->nbench; i++)
			for (g = 0; g < c->layout.ngroups; g++) {
				const struct label_group *gr = &c->layout.group[g];
				double lo = INFINITY, hi = -INFINITY;

				for (l = gr->first; l < gr->first + gr->n; l++)
					if (!isnan(rf->off[l]) &&
					    (l == 0 || ratio_cell(c, i, l, rf->ppw)->have)) {
						lo = fmin(lo, rf->off[l]);
						hi = fmax(hi, rf->off[l]);
					}
				if (lo > hi)
					continue;
				fputs("set label ", f);
				gp_str(f, gr->driver);
				fprintf(f, " at first %.4f, graph 0 center offset 0,-0.8\n",
					i + (lo + hi) / 2);
			}
	}
	if (c->layout.dg && !isnan(rf->off[0])) {
		fputs("# the baseline's column: its line at 1\n", f);
		for (i = 0; i < c->nbench; i++)
			fprintf(f, "set label 'baseline' at first %.4f, first 1 rotate by 90 left "
				   "offset 0,0.5 tc rgb '#444444'\n",
				i + rf->off[0]);
	}
	fputs("# bars from 1 to the ratio in the governor's (label's) colour, hatched\n"
	      "# when within noise; the 95% interval as error bars; the value above\n"
	      "# (below) the bar marked as in the table: ~ within noise, * over fewer\n"
	      "# parameter values than the baseline, ^ from traced runs, ? noise unknown\n",
	      f);
	for (l = 1; l < L; l++) {
		if (!lb[l].bars)
			continue;
		for (k = 0; k < 2; k++) { /* the clear bars, then those within noise */
			if (!(k ? lb[l].noisy : lb[l].bars - lb[l].noisy))
				continue;
			label_clause(f, &first, c, l);
			fprintf(f,
				" using 2:($6%s0?($3+1)/2:NaN):($2-bw/2):($2+bw/2):($3<1?$3:1):"
				"($3<1?1:$3) with boxxyerror fs %s border lc rgb '#444444' ls %d "
				"dt 1 lw 1 notitle",
				k ? ">" : "==", k ? "pattern 4" : "solid 0.75", label_style(c, l));
		}
		if (lb[l].intervals) {
			label_clause(f, &first, c, l);
			fputs(" using 2:3:4:5 with yerrorbars lc rgb '#333333' dt 1 ps 0 lw 1 "
			      "notitle",
			      f);
		}
		for (k = 0; k < 2; k++) { /* the values above the bars, then below */
			if (!(k ? lb[l].below : lb[l].above))
				continue;
			label_clause(f, &first, c, l);
			fprintf(f,
				" using 2:($3%s1?$9:NaN):(sprintf('%%s%%.3f%%s%%s%%s', "
				"$6 > 0 ? '~' : '', $3, $7 < $8 ? '*' : '', $10 > 0 ? '^' : '', "
				"$11 > 0 ? '?' : '')) "
				"with labels offset 0,%s notitle",
				k ? "<" : ">=", k ? "-0.8" : "0.8");
		}
	}
	ratio_key(f, p, rf, &first);
	fputc('\n', f);
}

/* ratio_fig - bars of @ppw ? b->ppw : b->ratio for every label but the baseline */
static void ratio_fig(struct plot_ctx *p, struct cmp *c, int ppw)
{
	const char *name = ppw ? "compare-ppw" : "compare-ratio";
	const char *what = ppw ? "perf-per-watt ratio to the baseline per benchmark"
			       : "ratio to the baseline per benchmark";
	int L = c->nlabels, i, l, have = 0, width, nbars = 0;
	struct ratio_fig rf = { c, ppw, 0, 1, 1, 0, NULL, NULL };
	struct plot_figure fg = { name, what, what, 0, 600, NULL, ratio_dat, ratio_gp, &rf };
	char title[2048], wrapped[2048];

	rf.lb = calloc(L, sizeof(*rf.lb));
	rf.off = calloc(L, sizeof(*rf.off));
	if (!rf.lb || !rf.off) {
		plot_skip(p, name, "out of memory");
		goto out_free;
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
			rf.lb[l].noisy += cell->noise != 0;
			rf.lb[l].fewer += cell->nused < cell->nbase;
			rf.lb[l].traced += cell->traced != 0;
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
	rf.bw = bar_layout(c, rf.lb, rf.off);
	for (l = 1; l < L; l++)
		nbars += rf.lb[l].bars > 0;
	/* about 100 pixels a bar: room for its value */
	width = 200 + 100 * c->nbench * (nbars > 2 ? nbars : 2);
	width = width < 800 ? 800 : width > 2400 ? 2400 : width;
	/* a benchmark's name under its bars is cut to its place */
	rf.slot = (width - 200) / (c->nbench > 0 ? c->nbench : 1) - 10;
	rf.slot = rf.slot < 80 ? 80 : rf.slot;
	fg.width = width + (c->layout.dg ? 0 : key_width(p, c, rf.lb));
	/* the legend on the right moves the plot's centre, and the title's, left */
	cmp_title(p, title, sizeof(title), c,
		  ppw ? "perf-per-watt ratio of each configuration to the baseline, per benchmark"
		      : "metric ratio of each configuration to the baseline, per benchmark",
		  width - GP_TITLE_MARGIN);
	gp_wrap(wrapped, sizeof(wrapped), title, width - GP_TITLE_MARGIN);
	fg.title = wrapped;
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, name, "%s ratio per benchmark, %d label%s against %s",
			     ppw ? "perf-per-watt" : "metric", L - 1, L > 2 ? "s" : "",
			     c->labels[0]);
out_free:
	free(rf.lb);
	free(rf.off);
}

/* ---- metric against the scaling parameter --------------------------------- */

/*
 * param_number - @s as a number, when it is written as one in decimal
 * ([+-]digits[.digits][e[+-]digits], nothing around it) and is finite.
 * gnuplot reads other forms otherwise (012 is octal to it, 0x10 hex) or not
 * at all (nan, inf); such values are drawn one apart, by their index.
 */
static int param_number(const char *s, double *v)
{
	const char *t = s;
	char *end;
	int digits = 0;

	if (*t == '+' || *t == '-')
		t++;
	for (; *t >= '0' && *t <= '9'; t++)
		digits++;
	if (*t == '.')
		for (t++; *t >= '0' && *t <= '9'; t++)
			digits++;
	if (!digits)
		return 0;
	if (*t == 'e' || *t == 'E') {
		t++;
		if (*t == '+' || *t == '-')
			t++;
		if (*t < '0' || *t > '9')
			return 0;
		while (*t >= '0' && *t <= '9')
			t++;
	}
	if (*t)
		return 0;
	*v = strtod(s, &end);
	return !*end && isfinite(*v);
}

/* x_num - @v as the scaling figures write a parameter value on the x axis,
 * the same in the .dat and the .gp: an integer as one, else the shortest
 * form that reads back as @v */
static void x_num(char *buf, size_t n, double v)
{
	int prec;

	if (v == floor(v) && fabs(v) < 1e15) {
		snprintf(buf, n, "%.0f", v);
		return;
	}
	for (prec = 1; prec < 17; prec++) {
		snprintf(buf, n, "%.*g", prec, v);
		if (strtod(buf, NULL) == v)
			return;
	}
	snprintf(buf, n, "%.17g", v);
}

/* x_bound - an end of the x range, @v, beyond the values' @edge: six
 * digits, or as many as keep the values inside (large, close values) */
static void x_bound(char *buf, size_t n, double v, double edge)
{
	double back;

	snprintf(buf, n, "%.6g", v);
	back = strtod(buf, NULL);
	if (v < edge ? back >= edge : back <= edge)
		snprintf(buf, n, "%.17g", v);
}

/* numeric_params - the parameter values are numbers (param_number()) whose
 * x range (@xlo, @xhi, on a log scale with @log) is finite */
static int numeric_params(const struct cmp_bench *b, double *xlo, double *xhi, int *log)
{
	double v, lo = INFINITY, hi = -INFINITY;
	int i;

	for (i = 0; i < b->nparams; i++) {
		if (!param_number(b->params[i], &v))
			return 0;
		lo = fmin(lo, v);
		hi = fmax(hi, v);
	}
	if (!b->nparams)
		return 0;
	*log = lo > 0 && hi / lo >= 8;
	if (*log) {
		*xlo = lo / 1.3;
		*xhi = hi * 1.3;
	} else {
		*xlo = lo - (hi - lo) * 0.05 - 0.5;
		*xhi = hi + (hi - lo) * 0.05 + 0.5;
	}
	/* the values' range at the ends of the doubles: drawn by index */
	return isfinite(*xlo) && isfinite(*xhi) && *xlo < lo && *xhi > hi;
}

/* what a scaling figure's two files share */
struct scaling_fig {
	struct cmp *c;
	const struct cmp_bench *b;
	struct label_bars *lb; /* bars: runs; above: ratios; intervals: with one;
				noisy: ratios within noise */
	int numeric;           /* the parameter values are numbers */
	int width, kw;         /* of the figure and of its legend, pixels */
	int log;               /* numeric: the x axis is logarithmic */
	double xlo, xhi;       /* numeric: the x range */
};

static int scaling_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct scaling_fig *sf = arg;
	const struct cmp_bench *b = sf->b;
	int L = sf->c->nlabels, p_, l;
	char x[40];
	double v;

	fputs("# As pstate-analyze compare (values, by_param): per label and value of\n# ", f);
	gp_str(f, b->param_name);
	fputs(", the mean and sample sd of ", f);
	gp_str(f, b->metric);
	fprintf(f,
		" over the runs, and the ratio of\n"
		"# the mean to the baseline's (lo, hi: its 95%% interval with repeats).\n"
		"# x: the parameter value%s.  Blocks: label N 'NAME'.\n",
		sf->numeric ? "" : " (not all numbers gnuplot reads: its index)");
	for (l = 0; l < L; l++) {
		if (!sf->lb[l].bars)
			continue;
		/* the block is named by its number: the label is data */
		fprintf(f, "\n\n# label %d: ", l);
		gp_str(f, sf->c->labels[l]);
		fputs("\n# x param mean sd runs ratio lo hi noise\n", f);
		for (p_ = 0; p_ < b->nparams; p_++) {
			const struct cmp_group *g = &b->g[p_ * L + l];
			const struct cmp_cell *cell = &b->by_param[p_ * L + l];

			if (!g->n)
				continue;
			if (sf->numeric && param_number(b->params[p_], &v))
				x_num(x, sizeof(x), v);
			else
				snprintf(x, sizeof(x), "%d", p_);
			fprintf(f, "%s ", x);
			dat_str(f, b->params[p_]);
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

/* scaling_key - the legend of DRIVER/GOVERNOR lines: the baseline, each
 * governor once (its colour), each driver once (its dash type) */
static void scaling_key(FILE *f, struct plot_ctx *p, const struct cmp *c,
			const struct label_bars *lb, int *first)
{
	const struct label_layout *ly = &c->layout;
	char t[300], k[200];
	int l, g;

	gp_clause(f, first);
	snprintf(t, sizeof(t), "baseline %s", key_text(p, k, sizeof(k), c->labels[0]));
	fprintf(f, "keyentry with linespoints ls 1 title ");
	gp_str(f, t);
	for (l = key_next(c, lb, -1); l < c->nlabels; l = key_next(c, lb, l)) {
		gp_clause(f, first);
		fprintf(f, "keyentry with linespoints ls %d dt 1 title ", label_style(c, l));
		gp_str(f, key_text(p, k, sizeof(k), ly->gov[l]));
	}
	for (g = 0; g < ly->ngroups; g++) {
		for (l = ly->group[g].first; l < ly->group[g].first + ly->group[g].n; l++)
			if (l && lb[l].bars)
				break;
		if (l == ly->group[g].first + ly->group[g].n)
			continue; /* no line of the driver's but the baseline's */
		gp_clause(f, first);
		fprintf(f, "keyentry with lines lc rgb '#444444' lw 2 dt %d title ",
			group_dashes[g % 5]);
		gp_str(f, key_text(p, k, sizeof(k), ly->group[g].driver));
	}
}

static void scaling_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct scaling_fig *sf = arg;
	const struct cmp *c = sf->c;
	const struct cmp_bench *b = sf->b;
	const struct label_bars *lb = sf->lb;
	int L = c->nlabels, p_, l, first;
	char t[2048], what[400], x[40], xlo[40], xhi[40], k[200];
	double v, lo = INFINITY, hi = -INFINITY;

	/* the legend right of the panels, in the room scaling_fig() made for it */
	fprintf(f, "set key at screen %.3f, screen 0.88 left top vertical Left reverse\nset grid\n",
		1 - (double)sf->kw / sf->width + 0.01);
	if (sf->numeric) {
		if (sf->log)
			fputs("set logscale x 2\n", f);
		fputs("set xtics (", f);
		for (p_ = 0; p_ < b->nparams; p_++) {
			if (!param_number(b->params[p_], &v))
				v = NAN; /* not so: numeric_params() said they are */
			lo = fmin(lo, v);
			hi = fmax(hi, v);
			x_num(x, sizeof(x), v);
			fputs(p_ ? ", " : "", f);
			gp_str(f, b->params[p_]);
			fprintf(f, " %s", x);
		}
		x_bound(xlo, sizeof(xlo), sf->xlo, lo);
		x_bound(xhi, sizeof(xhi), sf->xhi, hi);
		fprintf(f, ")\nset xrange [%s:%s]\n", xlo, xhi);
	} else {
		/* the values' names cut to their place on the axis */
		fputs("set xtics (", f);
		for (p_ = 0; p_ < b->nparams; p_++) {
			fputs(p_ ? ", " : "", f);
			gp_str(f, gp_cut(k, sizeof(k), gp_text(p, b->params[p_]),
					 700 / b->nparams > 60 ? 700 / b->nparams - 8 : 52));
			fprintf(f, " %d", p_);
		}
		fprintf(f, ")\nset xrange [-0.5:%d.5]\n", b->nparams - 1);
	}
	fprintf(f,
		"# fixed margins: the panels' x axes line up; the legend's room on the right\n"
		"set multiplot layout 2,1 margins 0.09,%.3f,0.08,0.88 spacing 0,0.08 title ",
		1 - (double)sf->kw / sf->width);
	snprintf(what, sizeof(what), "%s %s by %s (%s is better)", gp_text(p, b->name),
		 gp_text(p, b->metric), gp_text(p, b->param_name), b->lower ? "lower" : "higher");
	cmp_title(p, t, sizeof(t), c, what, sf->width - GP_TITLE_MARGIN);
	gp_title(f, t, sf->width - GP_TITLE_MARGIN);
	fputs("\n\n# the metric: mean of the runs, sample sd as error bars; the colour is\n"
	      "# the governor's (the label's), the dash type the driver's\nset ylabel ", f);
	snprintf(t, sizeof(t), "%s%s%s%s", b->metric, *b->unit ? " (" : "", b->unit,
		 *b->unit ? ")" : "");
	gp_str(f, t);
	fputs("\nset yrange [0:*]\nunset xlabel\n", f);
	first = 1;
	for (l = 0; l < L; l++) {
		if (!lb[l].bars)
			continue;
		label_clause(f, &first, c, l);
		fprintf(f, " using 1:3:4 with yerrorlines ls %d dt %d ", label_style(c, l),
			label_dash(c, l));
		if (c->layout.dg) {
			fputs("notitle", f);
			continue;
		}
		fputs("title ", f);
		snprintf(t, sizeof(t), "%s%s", key_text(p, k, sizeof(k), c->labels[l]),
			 l ? "" : " (baseline)");
		gp_str(f, t);
	}
	if (c->layout.dg)
		scaling_key(f, p, c, lb, &first);
	fputs("\n\n# the ratio of each label's mean to the baseline's, ~ when within noise\n"
	      "unset key\nset ylabel ", f);
	gp_str(f, "ratio to the baseline (1)");
	fputs("\nset yrange [*:*]\nset xlabel ", f);
	gp_str(f, b->param_name);
	fputs("\nplot 1 with lines ls 1 lw 1.5 dt 1 notitle", f);
	first = 0;
	for (l = 1; l < L; l++) {
		if (!lb[l].above) /* no parameter value shared with the baseline */
			continue;
		label_clause(f, &first, c, l);
		fprintf(f, " using 1:6 with linespoints ls %d dt %d notitle", label_style(c, l),
			label_dash(c, l));
		if (lb[l].intervals) {
			label_clause(f, &first, c, l);
			fprintf(f, " using 1:6:7:8 with yerrorbars ls %d dt 1 ps 0 notitle",
				label_style(c, l));
		}
		if (lb[l].noisy) {
			label_clause(f, &first, c, l);
			fprintf(f, " using 1:($9>0?$6:NaN):('~') with labels left offset 0.7,0.4 "
				   "tc ls %d notitle",
				label_style(c, l));
		}
	}
	fputs("\nunset multiplot\n", f);
}

/* what_of - "'BENCH' 'METRIC' @by 'PARAM'@tail", the names in gp_str()'s form */
static void what_of(struct strbuf *sb, const struct cmp_bench *b, const char *by, const char *tail)
{
	sb_add_gp(sb, b->name);
	sb_addc(sb, ' ');
	sb_add_gp(sb, b->metric);
	sb_printf(sb, " %s ", by);
	sb_add_gp(sb, b->param_name);
	sb_adds(sb, tail);
}

static void scaling_fig(struct plot_ctx *p, struct cmp *c, int bi, const char *name)
{
	const struct cmp_bench *b = &c->bench[bi];
	struct scaling_fig sf = { c, b, NULL, 0, 0, 0, 0, 0, 0 };
	struct plot_figure fg = { name, NULL, NULL, 0, 800, NULL, scaling_dat, scaling_gp, &sf };
	struct strbuf dat_what = STRBUF_INIT, gp_what = STRBUF_INIT;
	int L = c->nlabels, p_, l, g, w, nl = 0;
	const char *t;
	char k[200];

	/* one run of the whole (gitsource): no parameter to draw it against */
	if (b->nparams == 1 && !*b->params[0]) {
		plot_skip(p, name, "%s has no scaling parameter: its ratios are in compare-ratio",
			  b->name);
		return;
	}
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
			sf.lb[l].noisy += cell->have && cell->noise;
		}
		nl += sf.lb[l].bars > 0;
	}
	/* the legend's room on the right: its widest entry and the sample */
	sf.kw = key_width(p, c, sf.lb);
	for (l = 1; c->layout.dg && l < L; l++) {
		if (!sf.lb[l].bars)
			continue;
		t = key_text(p, k, sizeof(k), c->layout.gov[l]);
		w = gp_text_width(t, strlen(t));
		sf.kw = w + 80 > sf.kw ? w + 80 : sf.kw;
	}
	for (g = 0; c->layout.dg && g < c->layout.ngroups; g++) {
		t = key_text(p, k, sizeof(k), c->layout.group[g].driver);
		w = gp_text_width(t, strlen(t));
		sf.kw = w + 80 > sf.kw ? w + 80 : sf.kw;
	}
	/* 800 pixels of panels, then the legend */
	sf.width = 800 + sf.kw;
	fg.width = sf.width;
	sf.numeric = numeric_params(b, &sf.xlo, &sf.xhi, &sf.log);
	/* the heads of the two files: comments, the names in gp_str()'s form */
	what_of(&dat_what, b, "by", ", per label");
	what_of(&gp_what, b, "against", " per label");
	fg.dat_what = sb_cstr(&dat_what);
	fg.gp_what = sb_cstr(&gp_what);
	if (plot_figure(p, &fg) == 0)
		plot_fig_add(p, name, "%s %s by %s, %d label%s, %d value%s", b->name, b->metric,
			     b->param_name, nl, nl > 1 ? "s" : "", b->nparams,
			     b->nparams > 1 ? "s" : "");
	sb_free(&dat_what);
	sb_free(&gp_what);
	free(sf.lb);
}

/* name_taken - a figure of that name is already there (two benchmarks whose
 * names differ only in what file_part() replaces) */
static int name_taken(const struct plot_ctx *p, const char *name)
{
	int i;

	for (i = 0; i < p->nfigs; i++)
		if (!strcmp(p->figs[i].name, name))
			return 1;
	return 0;
}

void plot_compare_write(struct plot_ctx *p, struct cmp *c)
{
	char name[64], part[32], metric[20];
	int i, k, dup, n;

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
		/* each figure its own files: a number after a name taken */
		for (n = 2; name_taken(p, name) && n < 1000; n++)
			snprintf(name, sizeof(name), "compare-%s%s%s-%d", part, dup ? "-" : "",
				 dup ? metric : "", n);
		scaling_fig(p, c, i, name);
	}
}
