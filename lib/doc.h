/* SPDX-License-Identifier: GPL-2.0 */
/*
 * doc - a report as sections of key/value lines, text and tables, rendered
 * as fixed-width text or markdown that fit in 80 columns (a bugzilla comment
 * shows them intact).
 */
#ifndef PT_DOC_H
#define PT_DOC_H

#include <stdio.h>

#define DOC_WIDTH 80
#define DOC_MAX_COLS 10

struct doc;

struct doc *doc_new(const char *title);
void doc_free(struct doc *d);

void doc_section(struct doc *d, const char *title);
/* doc_kv - "label   value"; the value wraps under itself */
void doc_kv(struct doc *d, const char *label, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* doc_text - a paragraph, wrapped */
void doc_text(struct doc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* doc_item - a numbered or bulleted paragraph: "1. text", continuation indented */
void doc_item(struct doc *d, const char *mark, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* doc_table - start a table; @align: 'l' or 'r' per column; @heads: column titles */
void doc_table(struct doc *d, int ncols, const char *align, const char *const *heads);
/**
 * doc_table_groups - put the columns of the current table in groups, as the
 * bug reports lay out their configurations: a row of group names above the
 * headings; in text ' : ' between a group and its neighbours, in markdown
 * the names are the header row and the headings the first row
 * @first, @n: group i is the columns [first[i], first[i] + n[i]), in order,
 *	       not overlapping; columns outside every group are not grouped
 * @names: the name of each group (NULL or "": none)
 */
void doc_table_groups(struct doc *d, int ngroups, const int *first, const int *n,
		      const char *const *names);
/* doc_row - one row of the current table, cells separated by '\t' */
void doc_row(struct doc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

enum doc_format { DOC_TEXT, DOC_MARKDOWN };

/**
 * doc_format_arg - the --format of report and compare: text or markdown
 * (rendered by doc_render) or json (the command's own JSON)
 * Return: 0 with @fmt set, 1 for json, -1 for anything else (message printed).
 */
int doc_format_arg(const char *arg, enum doc_format *fmt);

/* doc_group - @v with thousands separators, "1,234,567"; Return: @buf */
const char *doc_group(unsigned long long v, char *buf, size_t n);

/**
 * doc_width - the columns @s takes in a table cell as doc_render() prints
 * it in @fmt: made inert (quote.h) and, in markdown, markup escaped; UTF-8
 * characters, not bytes
 */
int doc_width(const char *s, enum doc_format fmt);

/*
 * doc_render - write @d; every line at most DOC_WIDTH columns.  What the
 * text holds is printed inert (quote.h: no control character reaches the
 * terminal, a newline never starts a line, a TAB never shifts a column)
 * and, in markdown, a '|', a backslash and a '<' that could open a tag
 * are escaped; widths are counted in UTF-8 characters.  A row's cells are
 * separated by '\t' (doc_row()): a cell that is data must come made inert.
 */
void doc_render(struct doc *d, FILE *f, enum doc_format fmt);

#endif
