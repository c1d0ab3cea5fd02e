/** Decorative icon inside an island (the control around it carries the label). */
export function Icon({ svg }: { svg: string }) {
  return <span className="icon-svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
