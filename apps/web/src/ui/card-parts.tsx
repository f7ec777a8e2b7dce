import type { ComponentProps, ReactNode } from 'react';
import { Icon } from './icons.tsx';

/**
 * The pieces the site's cards are made of, each in the card's own module classes (the markup is the same on every
 * card; the look is the module's).
 */

/**
 * A card's title and its text. A card standing alone in a list has a heading (`<h3>` + `<p>`); a card that is one
 * link has `<span>`s (no heading inside a link): `inLink`.
 */
export function CardCopy({
  title,
  text,
  classes,
  inLink = false,
}: {
  title: ReactNode;
  text: ReactNode;
  classes: { title?: string; text?: string };
  inLink?: boolean;
}) {
  const Title = inLink ? 'span' : 'h3';
  const Text = inLink ? 'span' : 'p';
  return (
    <>
      <Title className={classes.title}>{title}</Title>
      <Text className={classes.text}>{text}</Text>
    </>
  );
}

/** A card's meta line: its category and its date (`category · <time>`). */
export function CardMeta({ category, date, className }: { category: string; date: string; className?: string }) {
  return (
    <span className={className}>
      {category} · <time dateTime={date}>{date}</time>
    </span>
  );
}

/** A card's icon in its well (`<span>` in the module's class around the decorative icon). */
export function IconWell({
  name,
  size,
  className,
}: {
  name: ComponentProps<typeof Icon>['name'];
  size: number;
  className?: string;
}) {
  return (
    <span className={className}>
      <Icon name={name} size={size} />
    </span>
  );
}
