/** A row of website_content: one named section of the public page. */
export type ContentSection = {
  id: number;
  section: string;
  title: string | null;
  content: string | null;
  imageUrl: string | null;
  founderName: string | null;
  founderTitle: string | null;
  visible: boolean;
  updatedAt: Date;
};
