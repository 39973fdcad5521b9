// SPDX-License-Identifier: GPL-2.0
/*
 * compare_out.c - the comparison as text or markdown (80 columns: label
 * columns that do not fit go to a further table, long labels are shown as
 * [N] with a legend) and as JSON.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "compare.h"
#include "json.h"
#include "strbuf.h"

#define HEAD_MAX 20 /* longer labels are shown as [N] */

/* A table of strings: row 0 is the headings; the first @nfixed columns are
 * repeated in every table the label columns are split into. */
struct grid {
	int nrows, ncols, nfixed;
	char **cell;
	char *align; /* [ncols]: 'l' or 'r' */
};

static void grid_free(struct grid *g)
{
	int i;

	for (i = 0; g->cell && i < g->nrows * g->ncols; i++)
		free(g->cell[i]);
	free(g->cell);
	free(g->align);
	g->cell = NULL;
	g->align = NULL;
}

/* grid_init - an empty grid, every column right-aligned; 0, -1 when out of
 * memory (nothing to free) */
static int grid_init(struct grid *g, int nrows, int nfixed, int nlabels)
{
	g->nrows = nrows + 1;
	g->nfixed = nfixed;
	g->ncols = nfixed + nlabels;
	g->cell = calloc((size_t)g->nrows * g->ncols, sizeof(*g->cell));
	g->align = malloc(g->ncols);
	if (!g->cell || !g->align) {
		grid_free(g);
		return -1;
	}
	memset(g->align, 'r', g->ncols);
	return 0;
}

static void grid_set(struct grid *g, int row, int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void grid_set(struct grid *g, int row, int col, const char *fmt, ...)
{
	char **c = &g->cell[(size_t)row * g->ncols + col];
	va_list ap;

	free(*c);
	va_start(ap, fmt);
	if (vasprintf(c, fmt, ap) < 0)
		*c = NULL;
	va_end(ap);
}

static int grid_width(const struct grid *g, int col)
{
	int r, w = 0;

	for (r = 0; r < g->nrows; r++) {
		const char *s = g->cell[(size_t)r * g->ncols + col];

		if (s && (int)strlen(s) > w)
			w = (int)strlen(s);
	}
	return w;
}

/* grid_emit - the grid as one or more doc tables of at most DOC_WIDTH columns
 * (markdown's "| cell " costs 3 per column, text's 2 plus an indent of 2) */
static void grid_emit(struct grid *g, struct doc *d)
{
	int fixed = 1, c, start = g->nfixed;

	for (c = 0; c < g->nfixed; c++)
		fixed += grid_width(g, c) + 3;
	do {
		int end = start, width = fixed, r, k, n;
		const char *heads[DOC_MAX_COLS];
		char align[DOC_MAX_COLS];
		struct strbuf sb = STRBUF_INIT;

		while (end < g->ncols && end - start + g->nfixed < DOC_MAX_COLS &&
		       (end == start || width + grid_width(g, end) + 3 <= DOC_WIDTH))
			width += grid_width(g, end++) + 3;
		n = g->nfixed + end - start;
		for (k = 0; k < n; k++) {
			c = k < g->nfixed ? k : start + k - g->nfixed;
			heads[k] = g->cell[c] ? g->cell[c] : "";
			align[k] = g->align[c];
		}
		if (start > g->nfixed)
			doc_text(d, "(continued)");
		doc_table(d, n, align, heads);
		for (r = 1; r < g->nrows; r++) {
			sb_reset(&sb);
			for (k = 0; k < n; k++) {
				const char *s;

				c = k < g->nfixed ? k : start + k - g->nfixed;
				s = g->cell[(size_t)r * g->ncols + c];
				sb_printf(&sb, "%s%s", k ? "\t" : "", s ? s : "");
			}
			doc_row(d, "%s", sb_cstr(&sb));
		}
		sb_free(&sb);
		start = end;
	} while (start < g->ncols);
}

/* head - the column heading of label @l */
static const char *head(const struct cmp *c, int l, char *buf, size_t n)
{
	if (strlen(c->labels[l]) <= HEAD_MAX)
		return c->labels[l];
	snprintf(buf, n, "[%d]", l + 1);
	return buf;
}

static void label_heads(const struct cmp *c, struct grid *g)
{
	char buf[16];
	int l;

	for (l = 0; l < c->nlabels; l++)
		grid_set(g, 0, g->nfixed + l, "%s", head(c, l, buf, sizeof(buf)));
}

/* cell_text - "1.03", "~0.99", "0.97*" (over fewer parameter values), "N/A" */
static const char *cell_text(const struct cmp_cell *cell, char *buf, size_t n)
{
	if (!cell->have)
		return "N/A";
	snprintf(buf, n, "%s%.2f%s", cell->noise ? "~" : "", cell->ratio,
		 cell->nused < cell->nbase ? "*" : "");
	return buf;
}

/* val - a measured value with 4 significant digits, no exponent */
static const char *val(double v, char *buf, size_t n)
{
	double a = fabs(v);

	if (isnan(v))
		return "n/a";
	snprintf(buf, n, a >= 1000 ? "%.0f" : a >= 100 ? "%.1f" : a >= 10 ? "%.2f" :
		 a >= 1 ? "%.3f" : "%.4f", v);
	return buf;
}

static const char *param_text(const char *p)
{
	return *p ? p : "-";
}

/* ppw_name - "throughput/W", "1/(time x W)" */
static const char *ppw_name(const struct cmp_bench *b, char *buf, size_t n)
{
	snprintf(buf, n, b->lower ? "1/(%.40s x W)" : "%.40s/W", b->metric);
	return buf;
}

static void section_runs(struct cmp *c, struct doc *d)
{
	int i, l, lo = -1, hi = 0;
	char alias[16];
	struct strbuf sb = STRBUF_INIT;

	doc_section(d, "Runs");
	sb_printf(&sb, "%d compared", c->nruns);
	if (c->other)
		sb_printf(&sb, ", %d not in --labels", c->other);
	if (c->skipped)
		sb_printf(&sb, ", %d left out (see the warnings)", c->skipped);
	doc_kv(d, "databases", "%s", sb_cstr(&sb));
	sb_free(&sb);
	for (l = 0; l < c->nlabels; l++) {
		int n = 0;

		for (i = 0; i < c->nruns; i++)
			n += !strcmp(c->runs[i].label, c->labels[l]);
		snprintf(alias, sizeof(alias), "[%d] ", l + 1);
		doc_kv(d, l ? "" : "labels", "%s%s: %d run%s%s",
		       strlen(c->labels[l]) > HEAD_MAX ? alias : "", c->labels[l], n,
		       n == 1 ? "" : "s", l ? "" : ", the baseline");
	}
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];
		int k;

		for (k = 0; k < b->nparams * c->nlabels; k++) {
			if (!b->g[k].n)
				continue;
			if (lo < 0 || b->g[k].n < lo)
				lo = b->g[k].n;
			if (b->g[k].n > hi)
				hi = b->g[k].n;
		}
	}
	if (lo == hi)
		doc_kv(d, "repeats", "%d run%s per configuration (label, benchmark, parameter)",
		       lo, lo == 1 ? "" : "s");
	else
		doc_kv(d, "repeats", "%d to %d runs per configuration (label, benchmark, "
				     "parameter)", lo, hi);
}

static void table_ratios(struct cmp *c, struct doc *d, int ppw)
{
	struct grid g;
	char buf[64];
	int i, l;

	doc_section(d, ppw ? "Performance-per-watt ratios" : "Performance ratios");
	if (grid_init(&g, c->nbench, 3, c->nlabels) < 0)
		return;
	g.align[0] = g.align[1] = g.align[2] = 'l';
	grid_set(&g, 0, 0, "benchmark");
	grid_set(&g, 0, 1, ppw ? "per watt" : "metric");
	grid_set(&g, 0, 2, "better if");
	label_heads(c, &g);
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];

		grid_set(&g, i + 1, 0, "%s", b->name);
		grid_set(&g, i + 1, 1, "%s", ppw ? ppw_name(b, buf, sizeof(buf)) : b->metric);
		grid_set(&g, i + 1, 2, "%s", ppw ? "higher" : b->lower ? "lower" : "higher");
		for (l = 0; l < c->nlabels; l++)
			grid_set(&g, i + 1, 3 + l, "%s",
				 cell_text(ppw ? &b->ppw[l] : &b->ratio[l], buf, sizeof(buf)));
	}
	grid_emit(&g, d);
	grid_free(&g);
}

static void notes_ratios(struct cmp *c, struct doc *d, int ppw)
{
	struct strbuf cov = STRBUF_INIT;
	int i, l, na = 0, interval = 0, threshold = 0;

	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];

		for (l = 0; l < c->nlabels; l++) {
			const struct cmp_cell *cell = ppw ? &b->ppw[l] : &b->ratio[l];

			if (!cell->have) {
				na = 1;
				continue;
			}
			if (!l)
				continue;
			interval |= cell->interval;
			threshold |= !cell->interval;
			if (cell->nused < cell->nbase)
				sb_printf(&cov, "%s%s %s %d of %d", cov.len ? ", " : "", b->name,
					  c->labels[l], cell->nused, cell->nbase);
		}
	}
	doc_text(d, "Ratio = label / %s for each parameter value, then the geometric mean "
		    "over the parameter values%s.", c->labels[0],
		 ppw ? "; perf-per-watt = metric / average watts, or 1 / (metric x watts) "
		       "when lower is better" : "");
	if (interval || threshold) {
		char thr[48];

		snprintf(thr, sizeof(thr), "the ratio is within %g%% of 1", c->opts.noise * 100);
		doc_text(d, "~ within noise: %s%s%s.",
			 interval ? "the 95% interval of the ratio contains 1" : "",
			 interval && threshold ? "; configurations without repeats: " : "",
			 threshold ? thr : "");
	}
	if (cov.len)
		doc_text(d, "* over the parameter values both ran: %s.", sb_cstr(&cov));
	if (!ppw && na)
		doc_text(d, "N/A: no run to compare (no run of the label or of the baseline, "
			    "or no parameter value in common).");
	if (ppw && na) {
		struct strbuf why = STRBUF_INIT;
		int missing = 0;

		for (i = 0; i < c->nruns; i++) {
			const struct cmp_run *r = &c->runs[i];

			if (r->have_energy)
				continue;
			missing++;
			if (r->no_energy && !strstr(sb_cstr(&why), r->no_energy))
				sb_printf(&why, "%s%s", why.len ? "; " : "", r->no_energy);
		}
		if (missing)
			doc_text(d, "N/A: no energy in %d of %d runs: %s.", missing, c->nruns,
				 sb_cstr(&why));
		else
			doc_text(d, "N/A: no run to compare.");
		sb_free(&why);
	}
	sb_free(&cov);
}

static void section_detail(struct cmp *c, struct doc *d, const struct cmp_bench *b)
{
	int L = c->nlabels, p, l, k, any_ppw = 0;
	char title[160], buf[48], v[64];
	struct grid g;

	snprintf(title, sizeof(title), "%s by %s", b->name, b->param_name);
	doc_section(d, title);
	doc_text(d, "%s%s%s%s, %s is better. %s: mean of its runs (+- its coefficient of "
		    "variation); the others: ratio to it.", b->metric, *b->unit ? " (" : "",
		 b->unit, *b->unit ? ")" : "", b->lower ? "lower" : "higher", c->labels[0]);
	for (k = 0; k < 2; k++) {
		const struct cmp_cell *cells = k ? b->ppw_by_param : b->by_param;

		if (k) {
			for (p = 0; p < b->nparams * L; p++)
				any_ppw |= b->g[p].nppw > 0;
			if (!any_ppw)
				break;
			doc_text(d, "Perf-per-watt (%s), %s: mean of its runs; the others: ratio "
				    "to it.", ppw_name(b, v, sizeof(v)), c->labels[0]);
		}
		if (grid_init(&g, b->nparams, 1, L) < 0)
			return;
		g.align[0] = 'l';
		grid_set(&g, 0, 0, "%s", b->param_name);
		label_heads(c, &g);
		for (p = 0; p < b->nparams; p++) {
			const struct cmp_group *gb = &b->g[(size_t)p * L];

			grid_set(&g, p + 1, 0, "%s", param_text(b->params[p]));
			if (k ? !gb->nppw : !gb->n)
				grid_set(&g, p + 1, 1, "N/A");
			else if ((k ? gb->nppw : gb->n) > 1 && (k ? gb->ppw : gb->mean) != 0)
				grid_set(&g, p + 1, 1, "%s +-%.0f%%",
					 val(k ? gb->ppw : gb->mean, v, sizeof(v)),
					 100 * (k ? gb->ppw_sd / gb->ppw : gb->sd / gb->mean));
			else
				grid_set(&g, p + 1, 1, "%s", val(k ? gb->ppw : gb->mean, v,
								  sizeof(v)));
			for (l = 1; l < L; l++)
				grid_set(&g, p + 1, 1 + l, "%s",
					 cell_text(&cells[p * L + l], buf, sizeof(buf)));
		}
		grid_emit(&g, d);
		grid_free(&g);
	}
}

static const char *path_text(const struct cmp_summary *s)
{
	return s->updates ? path_name(s->path) : "none";
}

static void section_metrics(struct cmp *c, struct doc *d)
{
	static const char *const rows[] = { "runs", "governor path", "delay p50 us",
					    "delay p99 us", "requested", "delivered",
					    "wakeup p99 us", "avg watts" };
	struct strbuf sb = STRBUF_INIT;
	char v[32];
	int i, l, r;

	doc_section(d, "Key metrics by label");
	doc_text(d, "What the analyzer measured, averaged over each label's runs of the "
		    "benchmark: the governor's path and its delay from queueing to the "
		    "frequency write, requested and delivered performance (busy-weighted "
		    "shares of highest_perf), the wakeup latency of the workload's tasks and "
		    "the average power; n/a: not measured in these runs, N/A: no run.  "
		    "pstate-analyze report DB explains one run.");
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];
		struct grid g;

		doc_text(d, "%s (%s):", b->name, b->metric);
		if (grid_init(&g, 8, 1, c->nlabels) < 0)
			break;
		g.align[0] = 'l';
		grid_set(&g, 0, 0, "metric");
		label_heads(c, &g);
		for (r = 0; r < 8; r++)
			grid_set(&g, r + 1, 0, "%s", rows[r]);
		for (l = 0; l < c->nlabels; l++) {
			const struct cmp_summary *s = &b->sum[l];
			const double vals[] = { s->delay_p50_us, s->delay_p99_us, s->requested,
						s->delivered, s->wakeup_p99_us, s->watts };

			grid_set(&g, 1, 1 + l, "%d", s->runs);
			grid_set(&g, 2, 1 + l, "%s", s->runs ? path_text(s) : "N/A");
			for (r = 0; r < 6; r++)
				grid_set(&g, r + 3, 1 + l, "%s",
					 s->runs ? (r == 2 || r == 3) && !isnan(vals[r]) ?
						   (snprintf(v, sizeof(v), "%.3f", vals[r]), v) :
						   val(vals[r], v, sizeof(v)) : "N/A");
		}
		grid_emit(&g, d);
		grid_free(&g);
		sb_reset(&sb);
		for (l = 0; l < c->nlabels; l++)
			sb_printf(&sb, "%s%s: %s", l ? "; " : "", c->labels[l],
				  b->sum[l].findings[0] ? b->sum[l].findings : "none");
		doc_item(d, "-", "findings: %s", sb_cstr(&sb));
	}
	sb_free(&sb);
}

void cmp_doc(struct cmp *c, FILE *f, enum doc_format fmt)
{
	char title[200];
	struct doc *d;
	int i;

	snprintf(title, sizeof(title), "pstate-analyze compare: %d runs, %d label%s, "
		 "baseline %.60s", c->nruns, c->nlabels, c->nlabels == 1 ? "" : "s",
		 c->labels[0]);
	d = doc_new(title);
	if (!d)
		return;
	section_runs(c, d);
	table_ratios(c, d, 0);
	notes_ratios(c, d, 0);
	table_ratios(c, d, 1);
	notes_ratios(c, d, 1);
	for (i = 0; i < c->nbench; i++)
		section_detail(c, d, &c->bench[i]);
	section_metrics(c, d);
	doc_render(d, f, fmt);
	doc_free(d);
}

/* ---- JSON ---------------------------------------------------------------- */

/* The comparison's numbers: 6 significant digits. */
static void jnum(struct json_writer *jw, const char *key, double v)
{
	jw_key(jw, key);
	jw_sig(jw, v, 6);
}

enum jcell { J_RATIO, J_NOISE, J_CI, J_COVER };

/* jcells - {"label": ...} of one row of cells */
static void jcells(struct json_writer *jw, const struct cmp *c, const struct cmp_cell *cells,
		   enum jcell what)
{
	int l;

	jw_object_inline(jw);
	for (l = 0; l < c->nlabels; l++) {
		const struct cmp_cell *cell = &cells[l];

		jw_key(jw, c->labels[l]);
		switch (what) {
		case J_RATIO:
			jw_sig(jw, cell->have ? cell->ratio : NAN, 6);
			break;
		case J_NOISE:
			if (cell->have)
				jw_bool(jw, cell->noise);
			else
				jw_null(jw);
			break;
		case J_CI:
			if (cell->have && cell->interval) {
				jw_array_inline(jw);
				jw_sig(jw, cell->lo, 6);
				jw_sig(jw, cell->hi, 6);
				jw_end(jw);
			} else {
				jw_null(jw);
			}
			break;
		case J_COVER:
			jw_array_inline(jw);
			jw_int(jw, cell->have ? cell->nused : 0);
			jw_int(jw, cell->nbase);
			jw_end(jw);
			break;
		}
	}
	jw_end(jw);
}

/* jby_param - {"value": {"label": ...}} */
static void jby_param(struct json_writer *jw, const struct cmp *c, const struct cmp_bench *b,
		      const struct cmp_cell *cells, enum jcell what)
{
	int p;

	jw_object_inline(jw);
	for (p = 0; p < b->nparams; p++) {
		jw_key(jw, b->params[p]);
		jcells(jw, c, &cells[(size_t)p * c->nlabels], what);
	}
	jw_end(jw);
}

/* The key metrics of a label, in the order of the JSON. */
static const char *const metric_keys[] = { "delay_p50_us",    "delay_p99_us",  "requested_ratio",
					   "delivered_ratio", "wakeup_p99_us", "avg_watts" };

static double metric_of(const struct cmp_summary *s, unsigned int i)
{
	const double v[] = { s->delay_p50_us, s->delay_p99_us, s->requested,
			     s->delivered,    s->wakeup_p99_us, s->watts };

	return i < sizeof(v) / sizeof(v[0]) ? v[i] : NAN;
}

/* The rows of cells of a benchmark, in the order of the JSON. */
enum jset { S_RATIO, S_PPW, S_BY_PARAM, S_PPW_BY_PARAM };

static const struct jrow {
	const char *key;
	enum jset set;
	enum jcell what;
} jrows[] = {
	{ "ratio", S_RATIO, J_RATIO },	      { "noise", S_RATIO, J_NOISE },
	{ "ci95", S_RATIO, J_CI },	      { "coverage", S_RATIO, J_COVER },
	{ "ppw_ratio", S_PPW, J_RATIO },      { "ppw_noise", S_PPW, J_NOISE },
	{ "by_param", S_BY_PARAM, J_RATIO },  { "by_param_noise", S_BY_PARAM, J_NOISE },
	{ "ppw_by_param", S_PPW_BY_PARAM, J_RATIO },
};

/* jrows_out - the rows jrows[@from] up to jrows[@to - 1] */
static void jrows_out(struct json_writer *jw, const struct cmp *c, const struct cmp_bench *b,
		      int from, int to)
{
	const struct cmp_cell *sets[] = { b->ratio, b->ppw, b->by_param, b->ppw_by_param };
	int i;

	for (i = from; i < to; i++) {
		jw_key(jw, jrows[i].key);
		if (jrows[i].set == S_BY_PARAM || jrows[i].set == S_PPW_BY_PARAM)
			jby_param(jw, c, b, sets[jrows[i].set], jrows[i].what);
		else
			jcells(jw, c, sets[jrows[i].set], jrows[i].what);
	}
}

static void jbench(struct json_writer *jw, const struct cmp *c, const struct cmp_bench *b)
{
	int L = c->nlabels, p, l, k;

	const char *const strs[][2] = {
		{ "name", b->name }, { "metric", b->metric }, { "unit", b->unit },
		{ "better", b->lower ? "lower" : "higher" }, { "param", b->param_name },
	};
	unsigned int i;

	jw_object(jw);
	for (i = 0; i < sizeof(strs) / sizeof(strs[0]); i++) {
		jw_key(jw, strs[i][0]);
		jw_string(jw, strs[i][1]);
	}
	jw_key(jw, "runs");
	jw_int(jw, b->runs);
	jw_key(jw, "runs_with_energy");
	jw_int(jw, b->runs_energy);
	jrows_out(jw, c, b, 0, 4);
	jw_key(jw, "ppw_better");
	jw_string(jw, "higher");
	jrows_out(jw, c, b, 4, 6);
	jw_key(jw, "ppw_na_reason");
	jw_string(jw, b->runs_energy < b->runs ? (b->no_energy ? b->no_energy : "no energy") : NULL);
	jrows_out(jw, c, b, 6, (int)(sizeof(jrows) / sizeof(jrows[0])));
	jw_key(jw, "values");
	jw_object(jw);
	for (p = 0; p < b->nparams; p++) {
		jw_key(jw, b->params[p]);
		jw_object_inline(jw);
		for (l = 0; l < L; l++) {
			const struct cmp_group *g = &b->g[p * L + l];

			jw_key(jw, c->labels[l]);
			jw_object_inline(jw);
			jw_key(jw, "runs");
			jw_int(jw, g->n);
			jnum(jw, "mean", g->n ? g->mean : NAN);
			jnum(jw, "sd", g->n > 1 ? g->sd : NAN);
			jnum(jw, "ppw", g->nppw ? g->ppw : NAN);
			jw_end(jw);
		}
		jw_end(jw);
	}
	jw_end(jw);
	jw_key(jw, "metrics");
	jw_object(jw);
	for (l = 0; l < L; l++) {
		const struct cmp_summary *s = &b->sum[l];
		char ids[sizeof(s->findings)], *tok, *save;

		jw_key(jw, c->labels[l]);
		jw_object_inline(jw);
		jw_key(jw, "runs");
		jw_int(jw, s->runs);
		jw_key(jw, "path");
		jw_string(jw, s->runs ? path_text(s) : NULL);
		for (i = 0; i < sizeof(metric_keys) / sizeof(metric_keys[0]); i++)
			jnum(jw, metric_keys[i], metric_of(s, i));
		jw_key(jw, "findings");
		jw_array_inline(jw);
		memcpy(ids, s->findings, sizeof(ids));
		for (k = 0, tok = strtok_r(ids, ", ", &save); tok;
		     tok = strtok_r(NULL, ", ", &save), k++)
			jw_string(jw, tok);
		jw_end(jw);
		jw_end(jw);
	}
	jw_end(jw);
	jw_end(jw);
}

void cmp_json(struct cmp *c, FILE *f)
{
	struct json_writer jw;
	int i;

	jw_init(&jw);
	jw_object(&jw);
	jw_key(&jw, "baseline");
	jw_string(&jw, c->labels[0]);
	jw_key(&jw, "labels");
	jw_array_inline(&jw);
	for (i = 0; i < c->nlabels; i++)
		jw_string(&jw, c->labels[i]);
	jw_end(&jw);
	jw_key(&jw, "runs");
	jw_int(&jw, c->nruns);
	jw_key(&jw, "not_in_labels");
	jw_int(&jw, c->other);
	jw_key(&jw, "left_out");
	jw_int(&jw, c->skipped);
	jnum(&jw, "noise_threshold", c->opts.noise);
	jw_key(&jw, "noise_rule");
	jw_string(&jw, "2+ runs per configuration: the 95% interval of the ratio contains 1 (delta "
		       "method on the log of the means, Welch-Satterthwaite df, t quantile); else "
		       "|ratio - 1| <= noise_threshold");
	jw_key(&jw, "benchmarks");
	jw_array(&jw);
	for (i = 0; i < c->nbench; i++)
		jbench(&jw, c, &c->bench[i]);
	jw_end(&jw);
	jw_end(&jw);
	fputs(jw_text(&jw), f);
	jw_free(&jw);
}
