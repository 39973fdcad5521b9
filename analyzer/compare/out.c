// SPDX-License-Identifier: GPL-2.0
/*
 * out.c - the comparison as text or markdown and as JSON.  The
 * tables lay their label columns out as bug reports do (labels.h): one
 * group per driver, the governors beneath; a table splits only when it
 * cannot fit in 80 columns, and then between driver groups.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "compare/compare.h"
#include "json.h"
#include "quote.h"
#include "strbuf.h"

/* A table of strings: row 0 is the headings; the label columns are
 * [nlead, ncols - ntrail), repeated with the others in every table they are
 * split into. */
struct grid {
	int nrows, ncols, nlead, ntrail;
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
static int grid_init(struct grid *g, int nrows, int nlead, int nlabels, int ntrail)
{
	g->nrows = nrows + 1;
	g->nlead = nlead;
	g->ntrail = ntrail;
	g->ncols = nlead + nlabels + ntrail;
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

/* grid_width - the columns of column @col as doc_render() prints it in @fmt */
static int grid_width(const struct grid *g, int col, enum doc_format fmt)
{
	int r, w = 0;

	for (r = 0; r < g->nrows; r++) {
		const char *s = g->cell[(size_t)r * g->ncols + col];

		if (s && doc_width(s, fmt) > w)
			w = doc_width(s, fmt);
	}
	return w;
}

/* The label columns of one table: labels [from, to), the driver groups
 * that meet them (cut to them). */
struct chunk {
	int from, to;
};

/* group_cut - driver group @k of @c cut to @ch: its first label and count */
static int group_cut(const struct cmp *c, int k, const struct chunk *ch, int *first)
{
	const struct label_group *lg = &c->layout.group[k];
	int a = lg->first > ch->from ? lg->first : ch->from;
	int b = lg->first + lg->n < ch->to ? lg->first + lg->n : ch->to;

	*first = a;
	return b > a ? b - a : 0;
}

/* chunk_width - the columns the table of @ch takes, as doc_render lays it out:
 * text: an indent of 2, 2 between columns, 3 (' : ') at a driver group's
 * edges, a group at least as wide as its name; markdown: "| " and " |" */
static int chunk_width(const struct cmp *c, const struct grid *g, const struct chunk *ch,
		       enum doc_format fmt)
{
	int w = fmt == DOC_TEXT ? 2 - 2 : 1, col, k, n = 0, ngroups = 0;
	int grouped = c->layout.dg;

	for (col = 0; col < g->ncols; col++) {
		int l = col - g->nlead;

		if (l >= 0 && col < g->ncols - g->ntrail && (l < ch->from || l >= ch->to))
			continue;
		w += grid_width(g, col, fmt) + (fmt == DOC_TEXT ? 2 : 3);
		n++;
	}
	if (fmt != DOC_TEXT || !grouped)
		return n ? w : 0;
	/* ' : ' (one more column) at each gap between groups and at the edges
	 * the fixed columns share with them */
	for (k = 0; k < c->layout.ngroups; k++) {
		int first, m = group_cut(c, k, ch, &first), span = 0, i;
		const char *name = c->layout.group[k].driver;

		if (!m)
			continue;
		w += ngroups++ ? 1 : !!g->nlead;
		for (i = 0; i < m; i++)
			span += grid_width(g, g->nlead + first + i, fmt) + (i ? 2 : 0);
		if (name && doc_width(name, fmt) > span)
			w += doc_width(name, fmt) - span;
	}
	w += ngroups && g->ntrail;
	return n ? w : 0;
}

static int chunk_fits(const struct cmp *c, const struct grid *g, const struct chunk *ch,
		      enum doc_format fmt)
{
	return chunk_width(c, g, ch, fmt) <= DOC_WIDTH &&
	       g->nlead + g->ntrail + ch->to - ch->from <= DOC_MAX_COLS;
}

/* emit_chunk - one table of @g: its fixed columns and the labels of @ch */
static void emit_chunk(const struct cmp *c, const struct grid *g, const struct chunk *ch,
		       struct doc *d)
{
	const char *heads[DOC_MAX_COLS], *names[DOC_MAX_COLS];
	int cols[DOC_MAX_COLS], first[DOC_MAX_COLS], n[DOC_MAX_COLS];
	char align[DOC_MAX_COLS];
	struct strbuf sb = STRBUF_INIT;
	int nc = 0, col, r, k, ng = 0;

	for (col = 0; col < g->ncols && nc < DOC_MAX_COLS; col++) {
		int l = col - g->nlead;

		if (l >= 0 && col < g->ncols - g->ntrail && (l < ch->from || l >= ch->to))
			continue;
		cols[nc] = col;
		heads[nc] = g->cell[col] ? g->cell[col] : "";
		align[nc++] = g->align[col];
	}
	doc_table(d, nc, align, heads);
	for (k = 0; c->layout.dg && k < c->layout.ngroups; k++) {
		int f, m = group_cut(c, k, ch, &f);

		if (!m)
			continue;
		first[ng] = g->nlead + f - ch->from;
		n[ng] = m;
		names[ng++] = c->layout.group[k].driver;
	}
	if (ng)
		doc_table_groups(d, ng, first, n, names);
	for (r = 1; r < g->nrows; r++) {
		sb_reset(&sb);
		/* a cell is data (a label, a parameter value): made inert, its
		 * TAB can be no cell's end */
		for (k = 0; k < nc; k++) {
			if (k)
				sb_addc(&sb, '\t');
			sb_adds_safe(&sb, g->cell[(size_t)r * g->ncols + cols[k]]);
		}
		doc_row(d, "%s", sb_cstr(&sb));
	}
	sb_free(&sb);
}

/*
 * grid_emit - @g as one table when it fits in DOC_WIDTH columns (as @fmt
 * renders it), else as several: whole driver groups each, a group split
 * only when it alone cannot fit
 */
static void grid_emit(const struct cmp *c, struct grid *g, struct doc *d, enum doc_format fmt)
{
	struct chunk all = { 0, c->nlabels }, ch;
	int k = 0, parts = 0;

	if (chunk_fits(c, g, &all, fmt)) {
		emit_chunk(c, g, &all, d);
		return;
	}
	while (k < c->layout.ngroups) {
		const struct label_group *lg = &c->layout.group[k];

		ch.from = lg->first;
		ch.to = lg->first + lg->n;
		/* whole groups while they fit */
		while (k + 1 < c->layout.ngroups) {
			struct chunk more = { ch.from, ch.to + c->layout.group[k + 1].n };

			if (!chunk_fits(c, g, &more, fmt))
				break;
			ch = more;
			k++;
		}
		k++;
		/* a group too wide alone: as many of its labels as fit, in turn */
		while (ch.from < ch.to) {
			struct chunk part = { ch.from, ch.from + 1 };

			while (part.to < ch.to) {
				struct chunk more = { part.from, part.to + 1 };

				if (!chunk_fits(c, g, &more, fmt))
					break;
				part = more;
			}
			if (parts++)
				doc_text(d, "(continued)");
			emit_chunk(c, g, &part, d);
			ch.from = part.to;
		}
	}
}

static void label_heads(const struct cmp *c, struct grid *g)
{
	char buf[16];
	int l;

	for (l = 0; l < c->nlabels; l++)
		grid_set(g, 0, g->nlead + l, "%s",
			 label_head(&c->layout, c->labels, l, buf, sizeof(buf)));
}

/* cell_text - "1.03", "~" (within noise: the number is in the JSON and the
 * detail), "1.08?" (noise unknown), then * (over fewer parameter values)
 * and ^ (from traced runs); "N/A" */
static const char *cell_text(const struct cmp_cell *cell, int show_noise_value, char *buf,
			     size_t n)
{
	char num[32];

	if (!cell->have)
		return "N/A";
	if (cell->noise && !show_noise_value)
		snprintf(num, sizeof(num), "~");
	else
		snprintf(num, sizeof(num), "%s%.2f%s", cell->noise ? "~" : "", cell->ratio,
			 cell->unknown ? "?" : "");
	snprintf(buf, n, "%s%s%s", num, cell->nused < cell->nbase ? "*" : "",
		 cell->traced ? "^" : "");
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

static int label_runs(const struct cmp *c, int l, int light)
{
	int i, n = 0;

	for (i = 0; i < c->nruns; i++)
		n += !strcmp(c->runs[i].label, c->labels[l]) && (light < 0 || c->runs[i].light == light);
	return n;
}

static void section_runs(struct cmp *c, struct doc *d)
{
	int i, l, lo = -1, hi = 0;
	char alias[16];
	struct strbuf sb = STRBUF_INIT;

	doc_section(d, "Runs");
	sb_printf(&sb, "%d compared (%d light, %d traced)", c->nruns, c->light, c->traced);
	if (c->other)
		sb_printf(&sb, ", %d not in --labels", c->other);
	if (c->skipped)
		sb_printf(&sb, ", %d left out (see the warnings)", c->skipped);
	if (c->duplicates)
		sb_printf(&sb, ", %d duplicate%s left out (the same run as another one)",
			  c->duplicates, c->duplicates == 1 ? "" : "s");
	doc_kv(d, "databases", "%s", sb_cstr(&sb));
	sb_free(&sb);
	for (l = 0; l < c->nlabels; l++) {
		int n = label_runs(c, l, -1), nt = label_runs(c, l, 0);

		snprintf(alias, sizeof(alias), "[%d] ", l + 1);
		doc_kv(d, l ? "" : "labels", "%s%s: %d run%s (%d traced)%s",
		       c->layout.numbered ? alias : "", c->labels[l], n, n == 1 ? "" : "s", nt,
		       l ? "" : ", the baseline");
	}
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];
		int k;

		for (k = 0; k < b->nparams * c->nlabels; k++) {
			int n = b->g[k].nlight + b->g[k].ntraced;

			if (!n)
				continue;
			if (lo < 0 || n < lo)
				lo = n;
			if (n > hi)
				hi = n;
		}
	}
	if (lo == hi)
		doc_kv(d, "repeats", "%d run%s per configuration (label, benchmark, parameter)",
		       lo, lo == 1 ? "" : "s");
	else
		doc_kv(d, "repeats", "%d to %d runs per configuration (label, benchmark, "
				     "parameter)", lo, hi);
	cmp_ctx_runs_doc(c, d);
}

/* table_bench - a table with a row per benchmark: @what 0 the ratios, 1 the
 * perf-per-watt ratios, 2 the tracing overhead (its ~ cells with their number) */
static void table_bench(struct cmp *c, struct doc *d, enum doc_format fmt, int what)
{
	struct grid g;
	char buf[64];
	int i, l, trail = what != 2;

	if (grid_init(&g, c->nbench, 1, c->nlabels, trail) < 0)
		return;
	g.align[0] = 'l';
	grid_set(&g, 0, 0, "benchmark");
	if (trail) {
		g.align[g.ncols - 1] = 'l';
		grid_set(&g, 0, g.ncols - 1, "%s", fmt == DOC_TEXT ? "better if" : "better");
	}
	label_heads(c, &g);
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];
		const struct cmp_cell *cells = what == 1 ? b->ppw : what == 2 ? b->overhead :
							      b->ratio;

		grid_set(&g, i + 1, 0, "%s", b->name);
		if (trail)
			grid_set(&g, i + 1, g.ncols - 1, "%s",
				 what == 1 ? "higher" : b->lower ? "lower" : "higher");
		for (l = 0; l < c->nlabels; l++)
			grid_set(&g, i + 1, 1 + l, "%s",
				 cell_text(&cells[l], what == 2, buf, sizeof(buf)));
	}
	grid_emit(c, &g, d, fmt);
	grid_free(&g);
}

/* note_names - the governors' short names the tables use, when they do */
static void note_names(struct cmp *c, struct doc *d)
{
	int l, sugov = 0, perfgov = 0;

	for (l = 0; c->layout.dg && l < c->nlabels; l++) {
		sugov |= !strcmp(c->layout.gov[l], "schedutil");
		perfgov |= !strcmp(c->layout.gov[l], "performance");
	}
	if (sugov || perfgov)
		doc_text(d, "Governors as the bug reports name them: %s%s%s.",
			 sugov ? "sugov = schedutil" : "", sugov && perfgov ? ", " : "",
			 perfgov ? "perfgov = performance" : "");
}

/* The noise rules in words, as the notes say them (enum cmp_rule). */
static const char *const rule_text[] = {
	[RULE_REPEATS] = "the runs' own spread (2+ runs of each configuration)",
	[RULE_POOLED] = ("each configuration's spread pooled over its parameter values, its "
			 "traced runs divided by its tracing overhead with them"),
	[RULE_VALUES] = "the spread of the ratio across the parameter values",
};

/* rule_name - a cell's noise rule as the JSON names it */
static const char *rule_name(const struct cmp_cell *cell)
{
	static const char *const names[] = { [RULE_REPEATS] = "repeats",
					     [RULE_POOLED] = "pooled",
					     [RULE_VALUES] = "values" };

	if (!cell->have)
		return NULL;
	if (cell->rule == RULE_NONE)
		return cell->unknown ? "unknown" : "threshold";
	return names[cell->rule];
}

static void notes_ratios(struct cmp *c, struct doc *d, int ppw)
{
	struct strbuf cov = STRBUF_INIT, tr = STRBUF_INIT, met = STRBUF_INIT;
	struct strbuf rules = STRBUF_INIT, unk = STRBUF_INIT;
	int i, l, na = 0, threshold = 0, used[RULE_NONE] = { 0 }, nused = 0;
	char buf[64];

	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];

		sb_printf(&met, "%s%s %s%s%s%s", i ? ", " : "", b->name,
			  ppw ? cmp_ppw_name(b, buf, sizeof(buf)) : b->metric,
			  !ppw && *b->unit ? " (" : "", ppw ? "" : b->unit, !ppw && *b->unit ? ")" : "");
		for (l = 0; l < c->nlabels; l++) {
			const struct cmp_cell *cell = ppw ? &b->ppw[l] : &b->ratio[l];

			if (!cell->have) {
				na = 1;
				continue;
			}
			if (cell->traced)
				sb_printf(&tr, "%s%s %s", tr.len ? ", " : "", b->name, c->labels[l]);
			if (!l)
				continue;
			if (cell->rule < RULE_NONE)
				used[cell->rule] = 1;
			threshold |= cell->rule == RULE_NONE && !cell->unknown;
			if (cell->unknown)
				sb_printf(&unk, "%s%s %s", unk.len ? ", " : "", b->name, c->labels[l]);
			if (cell->nused < cell->nbase)
				sb_printf(&cov, "%s%s %s %d of %d", cov.len ? ", " : "", b->name,
					  c->labels[l], cell->nused, cell->nbase);
		}
	}
	doc_text(d, "Ratio = label / %s for each parameter value, then the geometric mean "
		    "over the parameter values%s.", c->labels[0],
		 ppw ? "; perf-per-watt = metric / average watts, or 1 / (metric x watts) "
		       "when lower is better" : "");
	doc_text(d, "%s: %s.", ppw ? "Per watt" : "Metrics", sb_cstr(&met));
	note_names(c, d);
	for (i = 0; i < RULE_NONE; i++)
		if (used[i])
			sb_printf(&rules, "%s%s", nused++ ? ", else " : "", rule_text[i]);
	if (nused || threshold) {
		char thr[64];

		snprintf(thr, sizeof(thr), "within %g%% of 1", c->opts.noise * 100);
		if (nused)
			doc_text(d, "~ within noise: the 95%% interval of the ratio contains 1, "
				    "from %s%s%s%s.", sb_cstr(&rules),
				 used[RULE_POOLED] || used[RULE_VALUES] ? " (or, so, " : "",
				 used[RULE_POOLED] || used[RULE_VALUES] ? thr : "",
				 used[RULE_POOLED] || used[RULE_VALUES] ? ")" : "");
		if (threshold)
			doc_text(d, "~ without any spread to judge by: %s.", thr);
	}
	if (unk.len)
		doc_text(d, "? one run each and no spread to judge by: noise unknown, neither "
			    "within noise nor beyond it: %s.", sb_cstr(&unk));
	if (cov.len)
		doc_text(d, "* over the parameter values both ran: %s.", sb_cstr(&cov));
	if (c->light)
		doc_text(d, "From the light runs (record --counters-only)%s.",
			 tr.len ? "; ^ from traced runs, a configuration without a light run: "
				  "the ratio carries the tracing overhead" : "");
	else
		doc_text(d, "^ from traced runs: no run is light (record --counters-only), so "
			    "every ratio carries the tracing overhead.");
	if (tr.len && c->light)
		doc_text(d, "^: %s.", sb_cstr(&tr));
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
	sb_free(&tr);
	sb_free(&met);
	sb_free(&rules);
	sb_free(&unk);
}

static void section_overhead(struct cmp *c, struct doc *d, enum doc_format fmt)
{
	int i, l, any = 0;

	doc_section(d, "Tracing overhead");
	for (i = 0; i < c->nbench; i++)
		for (l = 0; l < c->nlabels; l++)
			any |= c->bench[i].overhead[l].have;
	if (!any) {
		doc_text(d, "No configuration has both light and traced runs: the tracing "
			    "overhead is not known%s.", c->light ? "" :
			 " (scripts/sweep --traced 1 of 3 repeats: the ratios from the light "
			 "runs, the explanation from the traced one)");
		return;
	}
	doc_text(d, "Traced / light result of each configuration, the geometric mean over the "
		    "parameter values with both (~ within noise, as for the ratios): how far the "
		    "traced runs, which the key metrics and WHY come from, are from the light "
		    "runs the ratios come from.");
	table_bench(c, d, fmt, 2);
}

static void section_detail(struct cmp *c, struct doc *d, const struct cmp_bench *b,
			   enum doc_format fmt)
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
				    "to it.", cmp_ppw_name(b, v, sizeof(v)), c->labels[0]);
		}
		if (grid_init(&g, b->nparams, 1, L, 0) < 0)
			return;
		g.align[0] = 'l';
		grid_set(&g, 0, 0, "%s", b->param_name);
		label_heads(c, &g);
		for (p = 0; p < b->nparams; p++) {
			const struct cmp_group *gb = &b->g[(size_t)p * L];
			const char *tr = gb->traced ? "^" : "";

			grid_set(&g, p + 1, 0, "%s", param_text(b->params[p]));
			if (k ? !gb->nppw : !gb->n)
				grid_set(&g, p + 1, 1, "N/A");
			else if ((k ? gb->nppw : gb->n) > 1 && (k ? gb->ppw : gb->mean) != 0)
				grid_set(&g, p + 1, 1, "%s +-%.0f%%%s",
					 val(k ? gb->ppw : gb->mean, v, sizeof(v)),
					 100 * (k ? gb->ppw_sd / gb->ppw : gb->sd / gb->mean), tr);
			else
				grid_set(&g, p + 1, 1, "%s%s",
					 val(k ? gb->ppw : gb->mean, v, sizeof(v)), tr);
			for (l = 1; l < L; l++)
				grid_set(&g, p + 1, 1 + l, "%s",
					 cell_text(&cells[p * L + l], 1, buf, sizeof(buf)));
		}
		grid_emit(c, &g, d, fmt);
		grid_free(&g);
	}
}

/* path_text - the path as a column of the key metrics has it */
static const char *path_text(const struct cmp_summary *s)
{
	return s->updates ? path_name(s->path) : "none";
}

static const char *path_short(const struct cmp_summary *s)
{
	return s->updates && s->path == PATH_FAST ? "fast" : path_text(s);
}

static void section_metrics(struct cmp *c, struct doc *d, enum doc_format fmt)
{
	static const char *const rows[] = { "traced runs", "path",	     "delay p50",
					    "delay p99",   "requested",	     "delivered",
					    "wakeup p99",  "C-state time",   "woken in C",
					    "avg watts" };
	enum { NROWS = sizeof(rows) / sizeof(rows[0]) };
	struct strbuf sb = STRBUF_INIT;
	char v[32];
	int i, l, r;

	doc_section(d, "Key metrics by label");
	doc_text(d, "What the analyzer measured in each label's traced runs of the benchmark, "
		    "averaged: the governor's path (fast = fast_switch) and its delay from "
		    "queueing to the end of the frequency write (us), requested and delivered "
		    "performance (busy-weighted shares of the machine's ceiling), the wakeup "
		    "latency of the workload's tasks (us), the share of CPU time in idle "
		    "states (cpu_idle) and of the workload's wakeups that found their CPU in "
		    "one, and the average power; n/a: not "
		    "measured in these runs, N/A: no traced run.  pstate-analyze report DB "
		    "explains one run.");
	for (i = 0; i < c->nbench; i++) {
		const struct cmp_bench *b = &c->bench[i];
		struct grid g;

		doc_text(d, "%s (%s):", b->name, b->metric);
		if (grid_init(&g, NROWS, 1, c->nlabels, 0) < 0)
			break;
		g.align[0] = 'l';
		grid_set(&g, 0, 0, "metric");
		label_heads(c, &g);
		for (r = 0; r < NROWS; r++)
			grid_set(&g, r + 1, 0, "%s", rows[r]);
		for (l = 0; l < c->nlabels; l++) {
			const struct cmp_summary *s = &b->sum[l];
			const double vals[] = { s->delay_p50_us,  s->delay_p99_us, s->requested,
						s->delivered,	  s->wakeup_p99_us, s->idle_share,
						s->wake_idle_share, s->watts };

			grid_set(&g, 1, 1 + l, "%d", s->runs);
			grid_set(&g, 2, 1 + l, "%s", s->runs ? path_short(s) : "N/A");
			for (r = 0; r < NROWS - 2; r++) {
				const char *t = v;

				if (!s->runs)
					t = "N/A";
				else if ((r == 2 || r == 3) && !isnan(vals[r]))
					snprintf(v, sizeof(v), "%.3f", vals[r]);
				else if ((r == 5 || r == 6) && !isnan(vals[r]))
					snprintf(v, sizeof(v), "%.1f%%", 100 * vals[r]);
				else
					t = val(vals[r], v, sizeof(v));
				grid_set(&g, r + 3, 1 + l, "%s", t);
			}
		}
		grid_emit(c, &g, d, fmt);
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
	cmp_machine_doc(c, d);
	doc_section(d, "Performance ratios");
	table_bench(c, d, fmt, 0);
	notes_ratios(c, d, 0);
	doc_section(d, "Performance-per-watt ratios");
	table_bench(c, d, fmt, 1);
	notes_ratios(c, d, 1);
	section_overhead(c, d, fmt);
	cmp_why_doc(c, d);
	for (i = 0; i < c->nbench; i++)
		section_detail(c, d, &c->bench[i], fmt);
	section_metrics(c, d, fmt);
	doc_render(d, f, fmt);
	doc_free(d);
}

/* ---- JSON ---------------------------------------------------------------- */

/* a boolean of a cell that has a value, else null */
static void cell_bool(struct json_writer *jw, int have, int v)
{
	if (have)
		jw_bool(jw, v);
	else
		jw_null(jw);
}

enum jcell { J_RATIO, J_NOISE, J_RULE, J_RULE_ALL, J_CI, J_COVER, J_TRACED };

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
			cell_bool(jw, cell->have, cell->noise);
			break;
		case J_RULE:
		case J_RULE_ALL: /* the baseline's column a cell of its own (overhead) */
			if ((l || what == J_RULE_ALL) && rule_name(cell))
				jw_string(jw, rule_name(cell));
			else
				jw_null(jw);
			break;
		case J_CI:
			cmp_jinterval(jw, cell->have && cell->interval, cell->lo, cell->hi);
			break;
		case J_COVER:
			jw_array_inline(jw);
			jw_int(jw, cell->have ? cell->nused : 0);
			jw_int(jw, cell->nbase);
			jw_end(jw);
			break;
		case J_TRACED:
			cell_bool(jw, cell->have, cell->traced);
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
static const char *const metric_keys[] = { "delay_p50_us",	   "delay_p99_us",
					   "requested_ratio",	   "delivered_ratio",
					   "wakeup_p99_us",	   "idle_share",
					   "wakeups_to_idle_share", "avg_watts" };

static double metric_of(const struct cmp_summary *s, unsigned int i)
{
	const double v[] = { s->delay_p50_us, s->delay_p99_us,  s->requested,
			     s->delivered,    s->wakeup_p99_us, s->idle_share,
			     s->wake_idle_share, s->watts };

	return i < sizeof(v) / sizeof(v[0]) ? v[i] : NAN;
}

/* The rows of cells of a benchmark, in the order of the JSON. */
enum jset { S_RATIO, S_PPW, S_BY_PARAM, S_PPW_BY_PARAM, S_OVERHEAD };

static const struct jrow {
	const char *key;
	enum jset set;
	enum jcell what;
} jrows[] = {
	{ "ratio", S_RATIO, J_RATIO },	      { "noise", S_RATIO, J_NOISE },
	{ "noise_rule", S_RATIO, J_RULE },
	{ "ci95", S_RATIO, J_CI },	      { "coverage", S_RATIO, J_COVER },
	{ "from_traced", S_RATIO, J_TRACED },
	{ "ppw_ratio", S_PPW, J_RATIO },      { "ppw_noise", S_PPW, J_NOISE },
	{ "ppw_noise_rule", S_PPW, J_RULE },
	{ "by_param", S_BY_PARAM, J_RATIO },  { "by_param_noise", S_BY_PARAM, J_NOISE },
	{ "ppw_by_param", S_PPW_BY_PARAM, J_RATIO },
	{ "overhead", S_OVERHEAD, J_RATIO },  { "overhead_noise", S_OVERHEAD, J_NOISE },
	{ "overhead_noise_rule", S_OVERHEAD, J_RULE_ALL },
};

/* jrows_out - the rows jrows[@from] up to jrows[@to - 1] */
static void jrows_out(struct json_writer *jw, const struct cmp *c, const struct cmp_bench *b,
		      int from, int to)
{
	const struct cmp_cell *sets[] = { b->ratio, b->ppw, b->by_param, b->ppw_by_param,
					  b->overhead };
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
	cmp_jint(jw, "runs", b->runs);
	cmp_jint(jw, "runs_with_energy", b->runs_energy);
	cmp_jint(jw, "runs_light", b->runs_light);
	cmp_jint(jw, "runs_traced", b->runs_traced);
	jrows_out(jw, c, b, 0, 6);
	cmp_jstr(jw, "ppw_better", "higher");
	jrows_out(jw, c, b, 6, 9);
	cmp_jstr(jw, "ppw_na_reason", b->runs_energy < b->runs ? (b->no_energy ? b->no_energy : "no energy") : NULL);
	jrows_out(jw, c, b, 9, (int)(sizeof(jrows) / sizeof(jrows[0])));
	jw_key(jw, "spread");
	jw_object_inline(jw);
	for (l = 0; l < L; l++) {
		jw_key(jw, c->labels[l]);
		jw_object_inline(jw);
		cmp_jnum(jw, "sd_log", b->spread[l].df > 0 ? sqrt(b->spread[l].s2) : NAN);
		cmp_jnum(jw, "df", b->spread[l].df);
		jw_end(jw);
	}
	jw_end(jw);
	jw_key(jw, "values");
	jw_object(jw);
	for (p = 0; p < b->nparams; p++) {
		jw_key(jw, b->params[p]);
		jw_object_inline(jw);
		for (l = 0; l < L; l++) {
			const struct cmp_group *g = &b->g[p * L + l];

			jw_key(jw, c->labels[l]);
			jw_object_inline(jw);
			cmp_jint(jw, "runs", g->n);
			cmp_jnum(jw, "mean", g->n ? g->mean : NAN);
			cmp_jnum(jw, "sd", g->n > 1 ? g->sd : NAN);
			cmp_jnum(jw, "ppw", g->nppw ? g->ppw : NAN);
			cmp_jstr(jw, "from", !g->n ? NULL : g->traced ? "traced" : "light");
			cmp_jint(jw, "light_runs", g->nlight);
			cmp_jint(jw, "traced_runs", g->ntraced);
			cmp_jnum(jw, "traced_mean", g->ntraced ? g->traced_mean : NAN);
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
		cmp_jint(jw, "traced_runs", s->runs);
		cmp_jstr(jw, "path", s->runs ? path_text(s) : NULL);
		for (i = 0; i < sizeof(metric_keys) / sizeof(metric_keys[0]); i++)
			cmp_jnum(jw, metric_keys[i], metric_of(s, i));
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
	cmp_jstr(&jw, "baseline", c->labels[0]);
	jw_key(&jw, "labels");
	jw_array_inline(&jw);
	for (i = 0; i < c->nlabels; i++)
		jw_string(&jw, c->labels[i]);
	jw_end(&jw);
	jw_key(&jw, "groups");
	jw_array(&jw);
	for (i = 0; i < c->layout.ngroups; i++) {
		const struct label_group *g = &c->layout.group[i];
		char buf[16];
		int l;

		jw_object_inline(&jw);
		cmp_jstr(&jw, "driver", g->driver);
		jw_key(&jw, "labels");
		jw_array_inline(&jw);
		for (l = g->first; l < g->first + g->n; l++)
			jw_string(&jw, c->labels[l]);
		jw_end(&jw);
		jw_key(&jw, "heads");
		jw_array_inline(&jw);
		for (l = g->first; l < g->first + g->n; l++)
			jw_string(&jw, label_head(&c->layout, c->labels, l, buf, sizeof(buf)));
		jw_end(&jw);
		jw_end(&jw);
	}
	jw_end(&jw);
	cmp_jint(&jw, "runs", c->nruns);
	cmp_jint(&jw, "runs_light", c->light);
	cmp_jint(&jw, "runs_traced", c->traced);
	cmp_jint(&jw, "not_in_labels", c->other);
	cmp_jint(&jw, "left_out", c->skipped);
	cmp_jint(&jw, "duplicates", c->duplicates);
	jw_key(&jw, "files");
	jw_array(&jw);
	for (i = 0; i < c->nruns; i++) {
		jw_object_inline(&jw);
		cmp_jstr(&jw, "path", c->runs[i].path);
		cmp_jstr(&jw, "label", c->runs[i].label);
		jw_key(&jw, "light");
		jw_bool(&jw, c->runs[i].light);
		jw_end(&jw);
	}
	jw_end(&jw);
	cmp_machine_json(c, &jw);
	cmp_jnum(&jw, "noise_threshold", c->opts.noise);
	cmp_jstr(&jw, "noise_rule", "the 95% interval of the ratio contains 1 (t quantile), "
		       "its variance from: repeats, 2+ runs per configuration (delta method on the "
		       "log of the means, Welch-Satterthwaite df); else pooled, each side's "
		       "spread of ln(value) pooled over its parameter values with its traced "
		       "runs divided by its tracing overhead; else values, the spread of "
		       "ln(ratio) across the parameter values; under pooled and values "
		       "|ratio - 1| <= noise_threshold is noise too; else threshold: "
		       "|ratio - 1| <= noise_threshold, and beyond it unknown (not noise, "
		       "no regression)");
	jw_key(&jw, "benchmarks");
	jw_array(&jw);
	for (i = 0; i < c->nbench; i++)
		jbench(&jw, c, &c->bench[i]);
	jw_end(&jw);
	cmp_why_json(c, &jw);
	jw_end(&jw);
	fputs(jw_text(&jw), f);
	jw_free(&jw);
}
