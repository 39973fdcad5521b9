// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "doc.h"
#include "msg.h"
#include "quote.h"
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

/*
 * render - @s as it is printed into @sb: every byte a terminal could act on
 * made inert (quote.h: a newline, a TAB, ESC as \x0a, \x09, \x1b); in
 * markdown also what would make markup of data: a backslash, '|' (a table
 * column: in any line, as a paragraph's line can start a table) and a '<'
 * that can open an HTML tag, each escaped with a backslash.  The report's
 * own words have none of them, so ordinary text prints unchanged.
 */
static void render(struct strbuf *sb, const char *s, enum doc_format fmt)
{
	struct strbuf safe = STRBUF_INIT;
	const char *p;

	if (fmt != DOC_MARKDOWN) {
		sb_adds_safe(sb, s);
		return;
	}
	sb_adds_safe(&safe, s);
	for (p = sb_cstr(&safe); *p; p++) {
		if (*p == '\\' || *p == '|' ||
		    (*p == '<' && (isalpha((unsigned char)p[1]) || strchr("/!?", p[1]))))
			sb_addc(sb, '\\');
		sb_addc(sb, *p);
	}
	sb_free(&safe);
}

/* width - the columns @s takes: its UTF-8 characters (render()'s output
 * is UTF-8 throughout) */
static int width(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

int doc_width(const char *s, enum doc_format fmt)
{
	struct strbuf sb = STRBUF_INIT;
	int n;

	render(&sb, s, fmt);
	n = width(sb_cstr(&sb));
	sb_free(&sb);
	return n;
}

/* cut - @sb cut to its first @cols characters */
static void cut(struct strbuf *sb, int cols)
{
	size_t i;
	int n = 0;

	for (i = 0; i < sb->len; i++)
		if (((unsigned char)sb->buf[i] & 0xc0) != 0x80 && n++ == cols) {
			sb->len = i;
			sb->buf[i] = '\0';
			return;
		}
}

/* pad - @s in a column of @w characters, on its right (@right) or left */
static void pad(FILE *f, const char *s, int w, int right)
{
	int n = w - width(s);

	if (right)
		fprintf(f, "%*s%s", n > 0 ? n : 0, "", s);
	else
		fprintf(f, "%s%*s", s, n > 0 ? n : 0, "");
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
	struct strbuf sb = STRBUF_INIT;
	int i;

	if (!l)
		return;
	if (ncols > DOC_MAX_COLS)
		ncols = DOC_MAX_COLS;
	l->ncols = ncols;
	/* a heading holds no '\t' (made inert): the cells stay apart */
	for (i = 0; i < ncols; i++) {
		l->align[i] = align[i];
		if (i)
			sb_addc(&sb, '\t');
		sb_adds_safe(&sb, heads[i]);
	}
	l->b = sb.oom ? NULL : strdup(sb_cstr(&sb));
	sb_free(&sb);
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
		if (i)
			sb_addc(&sb, '\t');
		sb_adds_safe(&sb, names[i]);
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
	struct strbuf s = STRBUF_INIT, out = STRBUF_INIT;

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
		if (s.len) {
			sb_reset(&out);
			render(&out, sb_cstr(&s), fmt);
			wrap_text(f, fmt == DOC_MARKDOWN ? "- " : "  ", fmt == DOC_MARKDOWN ? 2 : 4,
				  sb_cstr(&out), DOC_WIDTH);
		}
		free(copy);
	}
	sb_free(&s);
	sb_free(&out);
	free(hcopy);
	free(gcopy);
}

/* A table's cells as they are printed (render()), a row per line of it. */
struct cells {
	struct strbuf c[DOC_MAX_COLS];
	int n;
};

/* cells_of - the cells of @row ('\t'-separated), rendered, in @out (reset) */
static void cells_of(const char *row, int ncols, enum doc_format fmt, struct cells *out)
{
	char *copy = strdup(row ? row : ""), *cells[DOC_MAX_COLS];
	int c;

	for (c = 0; c < DOC_MAX_COLS; c++)
		sb_reset(&out->c[c]);
	out->n = copy ? split(copy, cells, ncols) : 0;
	for (c = 0; c < out->n; c++)
		render(&out->c[c], cells[c], fmt);
	free(copy);
}

static void cells_free(struct cells *cs)
{
	int c;

	for (c = 0; c < DOC_MAX_COLS; c++)
		sb_free(&cs->c[c]);
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
	struct strbuf line = STRBUF_INIT;
	struct cells names;
	int g, c, col = 0;

	memset(&names, 0, sizeof(names));
	cells_of(h->a, h->ngroups, fmt, &names);
	if (fmt == DOC_MARKDOWN) {
		fputs("|", f);
		for (c = 0; c < h->ncols; c++) {
			g = group_of(h, c);
			if (g >= 0 && g < names.n && c == h->gfirst[g] && names.c[g].len)
				fprintf(f, " %s |", sb_cstr(&names.c[g]));
			else
				fputs(" |", f);
		}
		fputs("\n", f);
		cells_free(&names);
		return;
	}
	/* left to right: a ':' at each boundary, each name centred in its span
	 * (never past it: cut), spaces between */
	for (c = 0, g = 0; c < h->ncols || g < h->ngroups;) {
		int colon = c < h->ncols ? (c && bound[c] ? start[c] - 2 : -1) : -1;
		int first = g < h->ngroups ? h->gfirst[g] : h->ncols;
		int last = first + (g < h->ngroups ? h->gn[g] : 1) - 1;
		int from = first < h->ncols ? start[first] : 0, span, n, at;

		if (c < h->ncols && (g >= h->ngroups || c <= first)) {
			if (colon >= 0) {
				sb_printf(&line, "%*s:", colon - col, "");
				col = colon + 1;
			}
			c++;
			continue;
		}
		span = start[last] + w[last] - from;
		if (g < names.n) {
			cut(&names.c[g], span);
			n = width(sb_cstr(&names.c[g]));
			at = from + (span - n) / 2;
			if (n && at >= col) {
				sb_printf(&line, "%*s%s", at - col, "", sb_cstr(&names.c[g]));
				col = at + n;
			}
		}
		g++;
	}
	while (line.len && line.buf[line.len - 1] == ' ')
		line.buf[--line.len] = '\0';
	fprintf(f, "%s\n", sb_cstr(&line));
	sb_free(&line);
	cells_free(&names);
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
	struct cells cs;

	memset(&cs, 0, sizeof(cs));
	/* the widths of the cells as printed: characters, not bytes */
	for (end = i; end < d->n && (end == i || d->lines[end].kind == L_ROW); end++) {
		cells_of(d->lines[end].b, h->ncols, fmt, &cs);
		for (c = 0; c < cs.n; c++)
			if (width(sb_cstr(&cs.c[c])) > w[c])
				w[c] = width(sb_cstr(&cs.c[c]));
	}
	/* groups: ' : ' at their boundaries (text), each as wide as its name */
	if (h->ngroups) {
		cells_of(h->a, h->ngroups, fmt, &cs);
		for (g = 0; g < h->ngroups; g++) {
			int first = h->gfirst[g], last = first + h->gn[g] - 1, span = 0;

			if (first > 0)
				bound[first] = 1;
			if (last + 1 < h->ncols)
				bound[last + 1] = 1;
			for (c = first; c <= last; c++)
				span += w[c] + (c > first ? 2 : 0);
			if (g < cs.n && width(sb_cstr(&cs.c[g])) > span)
				w[last] += width(sb_cstr(&cs.c[g])) - span;
		}
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
		cells_free(&cs);
		table_as_list(d, i, end, f, fmt);
		return end;
	}
	if (h->ngroups)
		group_row(h, start, w, bound, f, fmt);
	if (h->ngroups && fmt == DOC_MARKDOWN)
		separator(h, w, f);
	for (j = i; j < end; j++) {
		cells_of(d->lines[j].b, h->ncols, fmt, &cs);
		fprintf(f, "%*s", indent, "");
		if (fmt == DOC_MARKDOWN)
			fputs("|", f);
		for (c = 0; c < h->ncols; c++) {
			const char *cell = c < cs.n ? sb_cstr(&cs.c[c]) : "";

			if (fmt == DOC_MARKDOWN)
				fputs(" ", f);
			else if (c)
				fputs(bound[c] ? " : " : "  ", f);
			if (h->align[c] == 'r')
				pad(f, cell, w[c], 1);
			else if (c == h->ncols - 1 && fmt == DOC_TEXT)
				fputs(cell, f);
			else
				pad(f, cell, w[c], 0);
			if (fmt == DOC_MARKDOWN)
				fputs(" |", f);
		}
		fputs("\n", f);
		if (j == i && fmt == DOC_MARKDOWN && !h->ngroups)
			separator(h, w, f);
	}
	cells_free(&cs);
	return end;
}

void doc_render(struct doc *d, FILE *f, enum doc_format fmt)
{
	struct strbuf sb = STRBUF_INIT;
	char first[64];
	int i = 0, k;

	/* the title on one line: cut to the width, as everything is */
	render(&sb, d->title, fmt);
	cut(&sb, DOC_WIDTH - (fmt == DOC_MARKDOWN ? 2 : 0));
	fprintf(f, fmt == DOC_MARKDOWN ? "# %s\n" : "%s\n", sb_cstr(&sb));
	while (i < d->n) {
		struct line *l = &d->lines[i];

		sb_reset(&sb);
		switch (l->kind) {
		case L_SECTION:
			if (fmt == DOC_MARKDOWN) {
				render(&sb, l->a, fmt);
				fprintf(f, "\n## %s\n\n", sb_cstr(&sb));
			} else {
				char *up = strdup(l->a);

				for (k = 0; up && up[k]; k++)
					up[k] = (char)toupper((unsigned char)up[k]);
				render(&sb, up ? up : "", fmt);
				cut(&sb, DOC_WIDTH - 1);
				fprintf(f, "\n%s\n", sb_cstr(&sb));
				free(up);
			}
			i++;
			break;
		case L_KV:
			render(&sb, l->b ? l->b : "", fmt);
			if (fmt == DOC_MARKDOWN) {
				snprintf(first, sizeof(first), "- %s: ", l->a);
				wrap_text(f, first, 4, sb_cstr(&sb), DOC_WIDTH);
			} else {
				snprintf(first, sizeof(first), "  %-12s", l->a);
				if (strlen(l->a) >= 12) {
					fprintf(f, "  %s\n", l->a);
					wrap_text(f, "              ", 14, sb_cstr(&sb), DOC_WIDTH);
				} else {
					wrap_text(f, first, 14, sb_cstr(&sb), DOC_WIDTH);
				}
			}
			i++;
			break;
		case L_TEXT:
			render(&sb, l->b ? l->b : "", fmt);
			wrap_text(f, fmt == DOC_MARKDOWN ? "" : "  ", fmt == DOC_MARKDOWN ? 0 : 2,
				  sb_cstr(&sb), DOC_WIDTH);
			i++;
			break;
		case L_ITEM:
			render(&sb, l->b ? l->b : "", fmt);
			snprintf(first, sizeof(first), fmt == DOC_MARKDOWN ? "%s " : "  %s ", l->a);
			wrap_text(f, first, (int)strlen(first), sb_cstr(&sb), DOC_WIDTH);
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
	sb_free(&sb);
}
