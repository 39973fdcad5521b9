// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "doc.h"
#include "msg.h"
#include "strbuf.h"
#include "wrap.h"

enum line_kind { L_SECTION, L_KV, L_TEXT, L_ITEM, L_TABLE, L_ROW };

struct line {
	enum line_kind kind;
	char *a, *b; /* a table: @a its group names ('\t'-separated), @b its headings */
	int ncols;
	char align[DOC_MAX_COLS];
	int ngroups, gfirst[DOC_MAX_COLS], gn[DOC_MAX_COLS];
};

struct doc {
	char *title;
	struct line *lines;
	int n, cap;
};

static char *vfmt(const char *fmt, va_list ap)
{
	char *s = NULL;

	if (vasprintf(&s, fmt, ap) < 0)
		return NULL;
	return s;
}

static struct line *add(struct doc *d, enum line_kind k)
{
	if (d->n == d->cap) {
		int cap = d->cap ? d->cap * 2 : 64;
		struct line *l = realloc(d->lines, cap * sizeof(*l));

		if (!l)
			return NULL;
		d->lines = l;
		d->cap = cap;
	}
	memset(&d->lines[d->n], 0, sizeof(d->lines[0]));
	d->lines[d->n].kind = k;
	return &d->lines[d->n++];
}

struct doc *doc_new(const char *title)
{
	struct doc *d = calloc(1, sizeof(*d));

	if (d)
		d->title = strdup(title);
	return d;
}

void doc_free(struct doc *d)
{
	int i;

	if (!d)
		return;
	for (i = 0; i < d->n; i++) {
		free(d->lines[i].a);
		free(d->lines[i].b);
	}
	free(d->lines);
	free(d->title);
	free(d);
}

void doc_section(struct doc *d, const char *title)
{
	struct line *l = add(d, L_SECTION);

	if (l)
		l->a = strdup(title);
}

/* vline - a line of @kind with its label @a (NULL none) and its text */
static void vline(struct doc *d, enum line_kind kind, const char *a, const char *fmt, va_list ap)
{
	struct line *l = add(d, kind);

	if (!l)
		return;
	l->a = a ? strdup(a) : NULL;
	l->b = vfmt(fmt, ap);
}

/* LINE - vline() of the variadic arguments after @fmt */
#define LINE(d, kind, a, fmt)                                                              \
	do {                                                                               \
		va_list ap;                                                                \
		va_start(ap, fmt);                                                         \
		vline(d, kind, a, fmt, ap);                                                \
		va_end(ap);                                                                \
	} while (0)

void doc_kv(struct doc *d, const char *label, const char *fmt, ...)
{
	LINE(d, L_KV, label, fmt);
}

void doc_text(struct doc *d, const char *fmt, ...)
{
	LINE(d, L_TEXT, NULL, fmt);
}

void doc_item(struct doc *d, const char *mark, const char *fmt, ...)
{
	LINE(d, L_ITEM, mark, fmt);
}

void doc_table(struct doc *d, int ncols, const char *align, const char *const *heads)
{
	struct line *l = add(d, L_TABLE);
	size_t len = 0;
	int i;

	if (!l)
		return;
	if (ncols > DOC_MAX_COLS)
		ncols = DOC_MAX_COLS;
	l->ncols = ncols;
	for (i = 0; i < ncols; i++) {
		l->align[i] = align[i];
		len += strlen(heads[i]) + 1;
	}
	l->b = malloc(len + 1);
	if (!l->b)
		return;
	l->b[0] = '\0';
	for (i = 0; i < ncols; i++) {
		if (i)
			strcat(l->b, "\t");
		strcat(l->b, heads[i]);
	}
}

void doc_table_groups(struct doc *d, int ngroups, const int *first, const int *n,
		      const char *const *names)
{
	struct line *l = d->n ? &d->lines[d->n - 1] : NULL;
	struct strbuf sb = STRBUF_INIT;
	int i;

	if (!l || l->kind != L_TABLE || ngroups > DOC_MAX_COLS)
		return;
	for (i = 0; i < ngroups; i++) {
		if (first[i] < (i ? l->gfirst[i - 1] + l->gn[i - 1] : 0) || n[i] < 1 ||
		    first[i] + n[i] > l->ncols)
			return;
		l->gfirst[i] = first[i];
		l->gn[i] = n[i];
		sb_printf(&sb, "%s%s", i ? "\t" : "", names[i] ? names[i] : "");
	}
	free(l->a);
	l->a = sb.oom ? NULL : strdup(sb_cstr(&sb));
	l->ngroups = l->a ? ngroups : 0;
	sb_free(&sb);
}

void doc_row(struct doc *d, const char *fmt, ...)
{
	LINE(d, L_ROW, NULL, fmt);
}

int doc_format_arg(const char *arg, enum doc_format *fmt)
{
	if (!strcmp(arg, "json"))
		return 1;
	if (!strcmp(arg, "text") || !strcmp(arg, "markdown")) {
		*fmt = !strcmp(arg, "text") ? DOC_TEXT : DOC_MARKDOWN;
		return 0;
	}
	pt_err("--format: '%s' is not text, markdown or json", arg);
	return -1;
}

const char *doc_group(unsigned long long v, char *buf, size_t n)
{
	char tmp[32];
	int len, i, j = 0;

	len = snprintf(tmp, sizeof(tmp), "%llu", v);
	for (i = 0; i < len && j < (int)n - 1; i++) {
		if (i && (len - i) % 3 == 0 && j < (int)n - 2)
			buf[j++] = ',';
		buf[j++] = tmp[i];
	}
	buf[j] = '\0';
	return buf;
}

static int split(char *s, char **cells, int max)
{
	int n = 0;

	while (s && n < max) {
		char *t = strchr(s, '\t');

		cells[n++] = s;
		if (!t)
			break;
		*t = '\0';
		s = t + 1;
	}
	return n;
}

/* group_of - the group of column @c of table @h, -1 when none */
static int group_of(const struct line *h, int c)
{
	int g;

	for (g = 0; g < h->ngroups; g++)
		if (c >= h->gfirst[g] && c < h->gfirst[g] + h->gn[g])
			return g;
	return -1;
}

/*
 * table_as_list - the rows of the table that starts at line @i (up to @end)
 * as wrapped paragraphs, "first cell: head cell, head cell, ...": how a table
 * too wide for DOC_WIDTH columns is shown; a grouped column's head is
 * "group head"
 */
static void table_as_list(struct doc *d, int i, int end, FILE *f, enum doc_format fmt)
{
	const struct line *h = &d->lines[i];
	char *hcopy = strdup(h->b ? h->b : ""), *gcopy = strdup(h->a ? h->a : "");
	char *heads[DOC_MAX_COLS], *cells[DOC_MAX_COLS], *gnames[DOC_MAX_COLS];
	int nh = hcopy ? split(hcopy, heads, h->ncols) : 0, j, c;
	int ng = gcopy && h->ngroups ? split(gcopy, gnames, h->ngroups) : 0;
	struct strbuf s = STRBUF_INIT;

	for (j = i + 1; j < end; j++) {
		const char *row = d->lines[j].b ? d->lines[j].b : "";
		char *copy = strdup(row);
		const char *sep = "";
		int n = copy ? split(copy, cells, h->ncols) : 0;

		sb_reset(&s);
		for (c = 0; c < n; c++) {
			int g = group_of(h, c);

			if (!*cells[c])
				continue;
			sb_adds(&s, sep);
			if (c > 0 && g >= 0 && g < ng && *gnames[g])
				sb_printf(&s, "%s ", gnames[g]);
			if (c > 0 && c < nh && *heads[c])
				sb_printf(&s, "%s ", heads[c]);
			sb_adds(&s, cells[c]);
			sep = c == 0 ? ": " : ", ";
		}
		if (s.len)
			wrap_text(f, fmt == DOC_MARKDOWN ? "- " : "  ", fmt == DOC_MARKDOWN ? 2 : 4,
				  sb_cstr(&s), DOC_WIDTH);
		free(copy);
	}
	sb_free(&s);
	free(hcopy);
	free(gcopy);
}

/*
 * group_row - the row of group names above the headings of table @h: in
 * text each name centred over its columns (@start, @w: where each column
 * starts and its width), ':' at the boundaries (@bound); in markdown the
 * header row, its names in the first column of their groups
 */
static void group_row(const struct line *h, const int *start, const int *w, const int *bound,
		      FILE *f, enum doc_format fmt)
{
	char *gcopy = strdup(h->a ? h->a : ""), *names[DOC_MAX_COLS], *line;
	int ng = gcopy ? split(gcopy, names, h->ngroups) : 0, g, c, len;

	len = start[h->ncols - 1] + w[h->ncols - 1];
	line = malloc(len + 1);
	if (!line || !gcopy) {
		free(line);
		free(gcopy);
		return;
	}
	if (fmt == DOC_MARKDOWN) {
		fputs("|", f);
		for (c = 0; c < h->ncols; c++) {
			g = group_of(h, c);
			if (g >= 0 && g < ng && c == h->gfirst[g] && *names[g])
				fprintf(f, " %s |", names[g]);
			else
				fputs(" |", f);
		}
		fputs("\n", f);
		goto out;
	}
	memset(line, ' ', len);
	line[len] = '\0';
	for (c = 1; c < h->ncols; c++)
		if (bound[c])
			line[start[c] - 2] = ':';
	for (g = 0; g < ng; g++) {
		int first = h->gfirst[g], last = first + h->gn[g] - 1;
		int from = start[first], span = start[last] + w[last] - from;
		int n = (int)strlen(names[g]);

		if (n > span)
			n = span;
		memcpy(line + from + (span - n) / 2, names[g], n);
	}
	while (len > 0 && line[len - 1] == ' ')
		line[--len] = '\0';
	fprintf(f, "%s\n", line);
out:
	free(line);
	free(gcopy);
}

/* separator - markdown's row under the header: each column's dashes and alignment */
static void separator(const struct line *h, const int *w, FILE *f)
{
	int c, k;

	fputs("|", f);
	for (c = 0; c < h->ncols; c++) {
		fputs(h->align[c] == 'r' ? " " : ":", f);
		for (k = 0; k < w[c]; k++)
			fputc('-', f);
		fputs(h->align[c] == 'r' ? ":|" : " |", f);
	}
	fputs("\n", f);
}

/* table - render the table that starts at line @i; return the next line */
static int table(struct doc *d, int i, FILE *f, enum doc_format fmt)
{
	struct line *h = &d->lines[i];
	int w[DOC_MAX_COLS] = { 0 }, start[DOC_MAX_COLS] = { 0 }, bound[DOC_MAX_COLS] = { 0 };
	int j, c, g, end, total, indent = fmt == DOC_TEXT ? 2 : 0;
	char *cells[DOC_MAX_COLS];

	for (end = i; end < d->n && (end == i || d->lines[end].kind == L_ROW); end++) {
		char *copy = strdup(d->lines[end].b ? d->lines[end].b : "");
		int n = split(copy, cells, h->ncols);

		for (c = 0; c < n; c++)
			if ((int)strlen(cells[c]) > w[c])
				w[c] = (int)strlen(cells[c]);
		free(copy);
	}
	/* groups: ' : ' at their boundaries (text), each as wide as its name */
	if (h->ngroups) {
		char *gcopy = strdup(h->a ? h->a : ""), *names[DOC_MAX_COLS];
		int ng = gcopy ? split(gcopy, names, h->ngroups) : 0;

		for (g = 0; g < h->ngroups; g++) {
			int first = h->gfirst[g], last = first + h->gn[g] - 1, span = 0;

			if (first > 0)
				bound[first] = 1;
			if (last + 1 < h->ncols)
				bound[last + 1] = 1;
			for (c = first; c <= last; c++)
				span += w[c] + (c > first ? 2 : 0);
			if (g < ng && (int)strlen(names[g]) > span)
				w[last] += (int)strlen(names[g]) - span;
		}
		free(gcopy);
	}
	/* text: the indent, the cells, two spaces between (' : ' between groups);
	 * markdown: "| " and " |" */
	total = fmt == DOC_TEXT ? indent : 1;
	for (c = 0; c < h->ncols; c++) {
		if (fmt == DOC_TEXT && c)
			total += bound[c] ? 3 : 2;
		start[c] = total;
		total += w[c] + (fmt == DOC_TEXT ? 0 : 3);
	}
	if (total > DOC_WIDTH) {
		table_as_list(d, i, end, f, fmt);
		return end;
	}
	if (h->ngroups)
		group_row(h, start, w, bound, f, fmt);
	if (h->ngroups && fmt == DOC_MARKDOWN)
		separator(h, w, f);
	for (j = i; j < end; j++) {
		char *copy = strdup(d->lines[j].b ? d->lines[j].b : "");
		int n = split(copy, cells, h->ncols);

		fprintf(f, "%*s", indent, "");
		if (fmt == DOC_MARKDOWN)
			fputs("|", f);
		for (c = 0; c < h->ncols; c++) {
			const char *cell = c < n ? cells[c] : "";

			if (fmt == DOC_MARKDOWN)
				fputs(" ", f);
			else if (c)
				fputs(bound[c] ? " : " : "  ", f);
			if (h->align[c] == 'r')
				fprintf(f, "%*s", w[c], cell);
			else if (c == h->ncols - 1 && fmt == DOC_TEXT)
				fputs(cell, f);
			else
				fprintf(f, "%-*s", w[c], cell);
			if (fmt == DOC_MARKDOWN)
				fputs(" |", f);
		}
		fputs("\n", f);
		free(copy);
		if (j == i && fmt == DOC_MARKDOWN && !h->ngroups)
			separator(h, w, f);
	}
	return end;
}

void doc_render(struct doc *d, FILE *f, enum doc_format fmt)
{
	char first[64];
	int i = 0;

	if (fmt == DOC_MARKDOWN)
		fprintf(f, "# %s\n", d->title);
	else
		fprintf(f, "%s\n", d->title);
	while (i < d->n) {
		struct line *l = &d->lines[i];

		switch (l->kind) {
		case L_SECTION:
			if (fmt == DOC_MARKDOWN) {
				fprintf(f, "\n## %s\n\n", l->a);
			} else {
				char up[80];
				int k;

				for (k = 0; l->a[k] && k < 79; k++)
					up[k] = (char)toupper((unsigned char)l->a[k]);
				up[k] = '\0';
				fprintf(f, "\n%s\n", up);
			}
			i++;
			break;
		case L_KV:
			if (fmt == DOC_MARKDOWN) {
				snprintf(first, sizeof(first), "- %s: ", l->a);
				wrap_text(f, first, 4, l->b, DOC_WIDTH);
			} else {
				snprintf(first, sizeof(first), "  %-12s", l->a);
				if (strlen(l->a) >= 12) {
					fprintf(f, "  %s\n", l->a);
					wrap_text(f, "              ", 14, l->b, DOC_WIDTH);
				} else {
					wrap_text(f, first, 14, l->b, DOC_WIDTH);
				}
			}
			i++;
			break;
		case L_TEXT:
			wrap_text(f, fmt == DOC_MARKDOWN ? "" : "  ", fmt == DOC_MARKDOWN ? 0 : 2, l->b,
			     DOC_WIDTH);
			i++;
			break;
		case L_ITEM:
			snprintf(first, sizeof(first), fmt == DOC_MARKDOWN ? "%s " : "  %s ", l->a);
			wrap_text(f, first, (int)strlen(first), l->b, DOC_WIDTH);
			i++;
			break;
		case L_TABLE:
			if (fmt == DOC_MARKDOWN && i > 0 && d->lines[i - 1].kind != L_SECTION)
				fputs("\n", f);
			i = table(d, i, f, fmt);
			/* markdown: a blank line after, unless a section's comes next */
			if (fmt == DOC_MARKDOWN && i < d->n && d->lines[i].kind != L_SECTION)
				fputs("\n", f);
			break;
		default:
			i++;
			break;
		}
	}
}
