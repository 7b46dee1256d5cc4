// Exercise 13 — skeleton, to be written.
