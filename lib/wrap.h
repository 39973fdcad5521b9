/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_WRAP_H
#define PT_WRAP_H

#include <stdio.h>

/**
 * wrap_text - print @s folded into lines of at most @width columns
 * @f: where to
 * @first: what starts the first line (its width counts)
 * @indent: how many spaces start each further line
 * @s: the text; NULL prints as empty
 * @width: the columns a line may take; a line's text gets at least 20
 *
 * Lines break at spaces (the spaces at a break are not printed); a word
 * longer than a line is cut.  No line ends in a space: an empty @s prints
 * @first alone, its trailing spaces left out.
 */
void wrap_text(FILE *f, const char *first, int indent, const char *s, int width);

#endif
