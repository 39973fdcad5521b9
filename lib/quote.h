/* SPDX-License-Identifier: GPL-2.0 */
/*
 * quote - make data inert before it reaches a terminal or a text table.
 *
 * Labels, comms, file names, workload commands and trace lines come from
 * other machines and other people.  Printed raw, an ESC or OSC sequence
 * takes over the terminal, a newline forges a report line and a TAB
 * shifts a column.  Every byte that a terminal could act on is written as
 * `\xNN`: C0 controls (newline and TAB included), DEL, the C1 controls
 * (U+0080..U+009F, as UTF-8 or as raw bytes) and every byte that is not
 * part of a well-formed UTF-8 sequence.  Everything else, backslashes
 * included, is kept as it is, so a string that needs nothing prints
 * unchanged.
 */
#ifndef PT_QUOTE_H
#define PT_QUOTE_H

#include <stddef.h>
#include <stdio.h>
#include "strbuf.h"
#include "utf8.h"

/* sb_add_safe - append @len bytes of @s to @sb with every unsafe byte as \xNN */
void sb_add_safe(struct strbuf *sb, const char *s, size_t len);
/* sb_adds_safe - the same for a NUL-terminated @s; NULL appends nothing */
void sb_adds_safe(struct strbuf *sb, const char *s);

/* text_is_safe - 1 when @s (NUL-terminated) prints unchanged by sb_add_safe */
int text_is_safe(const char *s);

/**
 * text_safe - @s made inert
 * Return: a malloc'ed copy (caller frees); NULL for NULL @s or when out of
 * memory.
 */
char *text_safe(const char *s);

/* fputs_safe - write @s to @f made inert; NULL writes nothing */
void fputs_safe(const char *s, FILE *f);

/* text_width - the columns @s takes made inert: its UTF-8 characters then */
size_t text_width(const char *s);

#endif
