/* Included twice by preprocessor.c: #pragma once keeps the second out. */
#pragma once
static int once_counter = 1;
